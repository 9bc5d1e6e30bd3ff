import Foundation

/// Scenes driven by UIKit Dynamics: a menu that falls and bounces onto a shelf, and a card that
/// follows the finger on a spring and snaps back when released.
extension DemoScene {
    static let dynamicsDroppingMenu = DemoScene(
        name: "dropping-menu", topic: "dynamics", title: "A menu that drops and bounces",
        caption: "A DynamicAnimator drops the menu from above the screen with a GravityBehavior; a CollisionBehavior "
            + "boundary across the screen stops it and a DynamicItemBehavior with elasticity 0.45 makes it bounce, "
            + "each rebound at 0.45 of the impact speed. Then the boundary is removed and an instantaneous PushBehavior "
            + "applied off-centre throws the menu up, spinning, before it falls away."
    ) { stage in
        let screen = DroppingMenuScreen()
        stage.show(screen)
        stage.settle(hold: 0.4)
        screen.dismissMenu()
        stage.settle(hold: 0.2)
    }

    static let dynamicsSnappedCard = DemoScene(
        name: "snapped-card", topic: "dynamics", title: "A card on a spring that snaps back",
        caption: "While the finger drags the card, an AttachmentBehavior with frequency 3 Hz and damping 0.4 ties the "
            + "card to the finger, so it lags and swings; on release the attachment goes, the finger's velocity is "
            + "handed to a DynamicItemBehavior, and a SnapBehavior with damping 0.35 brings the card back to the "
            + "middle with a visible overshoot."
    ) { stage in
        let screen = SnappedCardScreen()
        stage.show(screen)
        stage.wait(0.3)
        stage.drag(from: CGPoint(x: 195, y: 420), to: CGPoint(x: 300, y: 650), duration: 0.5)
        stage.settle(hold: 0.4)
    }
}

/// The screen of the dropping-menu scene.
@MainActor
final class DroppingMenuScreen: ViewController {
    let menu = View(frame: CGRect(x: 45, y: -320, width: 300, height: 300))
    private var animator: DynamicAnimator?
    private let collision = CollisionBehavior()
    private let gravity = GravityBehavior()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        menu.backgroundColor = .systemBackground
        menu.layer.cornerRadius = 18
        menu.layer.shadowOpacity = 0.2
        menu.layer.shadowRadius = 12
        menu.layer.shadowOffset = CGSize(width: 0, height: 6)
        for (row, (title, color)) in [
            ("Home", Color.systemIndigo), ("Search", .systemTeal),
            ("Library", .systemOrange), ("Settings", .systemPink)
        ].enumerated() {
            let dot = View(frame: CGRect(x: 24, y: 30 + CGFloat(row) * 64, width: 28, height: 28))
            dot.backgroundColor = color
            dot.layer.cornerRadius = 14
            let label = Label(frame: CGRect(x: 68, y: 26 + CGFloat(row) * 64, width: 200, height: 36))
            label.text = title
            label.font = .systemFont(ofSize: 22, weight: .semibold)
            label.textColor = .label
            menu.addSubview(dot)
            menu.addSubview(label)
        }
        view.addSubview(menu)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let animator = DynamicAnimator(referenceView: view)
        self.animator = animator
        gravity.addItem(menu)
        collision.addItem(menu)
        collision.addBoundary(withIdentifier: "shelf", from: CGPoint(x: 0, y: 560), to: CGPoint(x: view.bounds.width, y: 560))
        let properties = DynamicItemBehavior(items: [menu])
        properties.elasticity = 0.45
        properties.allowsRotation = false
        animator.addBehavior(gravity)
        animator.addBehavior(collision)
        animator.addBehavior(properties)
    }

    /// Lets the menu fall off the screen, tilted.
    func dismissMenu() {
        guard let animator else { return }
        collision.removeAllBoundaries()
        for case let properties as DynamicItemBehavior in animator.behaviors { properties.allowsRotation = true }
        let push = PushBehavior(items: [menu], mode: .instantaneous)
        push.setAngle(-.pi / 2, magnitude: 30)
        push.setTargetOffsetFromCenter(Offset(horizontal: 140, vertical: 0), for: menu)
        animator.addBehavior(push)
        // Once the menu is below the screen, nothing is left to simulate: the animator pauses.
        gravity.action = { [weak self] in
            guard let self, self.menu.frame.minY > self.view.bounds.maxY else { return }
            animator.removeAllBehaviors()
            self.menu.removeFromSuperview()
        }
    }
}

/// The screen of the snapped-card scene.
@MainActor
final class SnappedCardScreen: ViewController {
    let card = View(frame: CGRect(x: 0, y: 0, width: 220, height: 300))
    private var animator: DynamicAnimator?
    private var snap: SnapBehavior?
    private var attachment: AttachmentBehavior?
    private let properties = DynamicItemBehavior()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Color(red: 0.12, green: 0.13, blue: 0.18)
        card.backgroundColor = .systemIndigo
        card.layer.cornerRadius = 22
        let title = Label(frame: CGRect(x: 20, y: 20, width: 180, height: 34))
        title.text = "Drag me"
        title.font = .systemFont(ofSize: 26, weight: .bold)
        title.textColor = .white
        card.addSubview(title)
        view.addSubview(card)
        card.addGestureRecognizer(PanGestureRecognizer(target: self, action: SnappedCardScreen.pan))
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if animator == nil { card.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY) }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        card.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        let animator = DynamicAnimator(referenceView: view)
        self.animator = animator
        properties.addItem(card)
        properties.angularResistance = 2
        animator.addBehavior(properties)
        snapBack()
    }

    private func snapBack() {
        let snap = SnapBehavior(item: card, snapTo: CGPoint(x: view.bounds.midX, y: view.bounds.midY))
        snap.damping = 0.35
        self.snap = snap
        animator?.addBehavior(snap)
    }

    private func pan(_ recognizer: PanGestureRecognizer) {
        guard let animator else { return }
        let location = recognizer.location(in: view)
        switch recognizer.state {
        case .began:
            if let snap { animator.removeBehavior(snap) }
            snap = nil
            let grip = card.convert(location, from: view)
            let offset = Offset(horizontal: grip.x - card.bounds.midX, vertical: grip.y - card.bounds.midY)
            let attachment = AttachmentBehavior(item: card, offsetFromCenter: offset, attachedToAnchor: location)
            attachment.frequency = 3
            attachment.damping = 0.4
            self.attachment = attachment
            animator.addBehavior(attachment)
        case .changed:
            attachment?.anchorPoint = location
        default:
            if let attachment { animator.removeBehavior(attachment) }
            attachment = nil
            let velocity = recognizer.velocity(in: view)
            properties.addLinearVelocity(CGPoint(x: velocity.x * 0.2, y: velocity.y * 0.2), for: card)
            snapBack()
        }
    }
}
