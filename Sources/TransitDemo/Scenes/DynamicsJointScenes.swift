import Foundation

/// Scenes driven by UIKit Dynamics' joints and fields: a menu pinned at one corner that swings
/// down and hangs, with a badge welded to it; and bubbles drawn into a whirl by fields.
extension DemoScene {
    static let dynamicsPinnedMenu = DemoScene(
        name: "pinned-menu", topic: "dynamics", title: "A menu pinned at its corner",
        caption: "The menu is pinned at its top-left corner to an anchored nail with AttachmentBehavior.pinAttachment; "
            + "gravity swings it down about the pin, whose frictionTorque brakes the swing and finally holds it a few "
            + "degrees from hanging straight. A badge fixed to the menu with fixedAttachment swings with it as one "
            + "body. A push then sets it swinging again."
    ) { stage in
        let screen = PinnedMenuScreen()
        stage.show(screen)
        stage.settle(hold: 0.3)
        screen.nudge()
        stage.settle(hold: 0.3)
    }

    static let dynamicsFieldBubbles = DemoScene(
        name: "field-bubbles", topic: "dynamics", title: "Bubbles drawn into a whirl by fields",
        caption: "Round bubbles, colliding as ellipses (collisionBoundsType .ellipse), are pulled to the middle by a "
            + "radialGravityField, turned counter-clockwise by a vortexField and slowed by a dragField; they gather "
            + "in a spinning cluster. Then the vortex is removed and the cluster comes to rest."
    ) { stage in
        let screen = FieldBubblesScreen()
        stage.show(screen)
        stage.wait(2.5)
        screen.stopWhirl()
        stage.settle(hold: 0.3)
    }
}

/// The screen of the pinned-menu scene.
@MainActor
final class PinnedMenuScreen: ViewController {
    let nail = View(frame: CGRect(x: 0, y: 0, width: 16, height: 16))
    let menu = View(frame: CGRect(x: 0, y: 0, width: 200, height: 130))
    let badge = View(frame: CGRect(x: 0, y: 0, width: 56, height: 56))
    private var animator: DynamicAnimator?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Color(red: 0.96, green: 0.94, blue: 0.9)
        menu.backgroundColor = .systemIndigo
        menu.layer.cornerRadius = 16
        for (row, title) in ["Specials", "Drinks", "Desserts"].enumerated() {
            let label = Label(frame: CGRect(x: 20, y: 12 + CGFloat(row) * 36, width: 170, height: 34))
            label.text = title
            label.font = .systemFont(ofSize: 22, weight: .semibold)
            label.textColor = .white
            menu.addSubview(label)
        }
        badge.backgroundColor = .systemOrange
        badge.layer.cornerRadius = 28
        nail.backgroundColor = .darkGray
        nail.layer.cornerRadius = 8
        nail.center = CGPoint(x: 150, y: 200)
        menu.center = CGPoint(x: 150 + 100, y: 200 + 65)
        badge.center = CGPoint(x: 150 + 185, y: 200 + 112)
        view.addSubview(menu)
        view.addSubview(badge)
        view.addSubview(nail)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let animator = DynamicAnimator(referenceView: view)
        self.animator = animator
        let fixedNail = DynamicItemBehavior(items: [nail])
        fixedNail.isAnchored = true
        let pin = AttachmentBehavior.pinAttachment(with: nail, attachedTo: menu, attachmentAnchor: nail.center)
        pin.frictionTorque = 40_000
        let weld = AttachmentBehavior.fixedAttachment(with: menu, attachedTo: badge, attachmentAnchor: CGPoint(x: 330, y: 310))
        let air = DynamicItemBehavior(items: [menu, badge])
        air.angularResistance = 1.5
        animator.addBehavior(fixedNail)
        animator.addBehavior(air)
        animator.addBehavior(pin)
        animator.addBehavior(weld)
        animator.addBehavior(GravityBehavior(items: [menu, badge]))
    }

    /// Pushes the menu sideways at its lower edge, so it swings about the pin again.
    func nudge() {
        guard let animator else { return }
        let push = PushBehavior(items: [menu], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 14, dy: 0)
        animator.addBehavior(push)
    }
}

/// A round view that collides as the ellipse of its bounds (`collisionBoundsType` overridden,
/// as a `UIView` subclass does on iOS).
@MainActor
final class BubbleView: View {
    override var collisionBoundsType: DynamicItemCollisionBoundsType { .ellipse }
}

/// The screen of the field-bubbles scene.
@MainActor
final class FieldBubblesScreen: ViewController {
    private(set) var bubbles: [View] = []
    private var animator: DynamicAnimator?
    private var vortex: FieldBehavior?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Color(red: 0.08, green: 0.1, blue: 0.16)
        let colors: [Color] = [.systemTeal, .systemPink, .systemYellow, .systemGreen, .systemOrange, .systemPurple]
        for i in 0..<12 {
            let size = CGFloat(44 + (i % 3) * 14)
            let bubble = BubbleView(frame: CGRect(x: 0, y: 0, width: size, height: size))
            bubble.backgroundColor = colors[i % colors.count]
            bubble.layer.cornerRadius = size / 2
            bubble.center = CGPoint(x: 60 + CGFloat(i % 4) * 90, y: 140 + CGFloat(i / 4) * 260)
            view.addSubview(bubble)
            bubbles.append(bubble)
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let animator = DynamicAnimator(referenceView: view)
        self.animator = animator
        let middle = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        let pull = FieldBehavior.radialGravityField(position: middle)
        pull.strength = 0.6
        let whirl = FieldBehavior.vortexField()
        whirl.position = middle
        whirl.strength = 0.04
        let drag = FieldBehavior.dragField()
        drag.strength = 0.6
        let collision = CollisionBehavior(items: bubbles)
        collision.translatesReferenceBoundsIntoBoundary = true
        for field in [pull, whirl, drag] {
            for bubble in bubbles { field.addItem(bubble) }
            animator.addBehavior(field)
        }
        animator.addBehavior(collision)
        vortex = whirl
    }

    /// Removes the vortex: the drag brings the cluster to rest.
    func stopWhirl() {
        guard let animator, let vortex else { return }
        animator.removeBehavior(vortex)
        let calm = DynamicItemBehavior(items: bubbles)
        calm.resistance = 4
        calm.angularResistance = 4
        calm.friction = 0.3
        animator.addBehavior(calm)
    }
}
