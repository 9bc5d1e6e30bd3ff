import ArgumentParser
import Foundation
import Transit

/// `transit bench dynamics`: N boxes falling into a pile under gravity, colliding with each other
/// and the screen's edges (`DynamicAnimator`), timed per frame step; and, as the reference in the
/// same run, the same N views each moved by a block animation. Reports thread CPU time per frame
/// for both and their ratio.
struct BenchDynamicsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dynamics",
        abstract: "Time frame steps of N items under gravity and collisions, against N block-animated views."
    )

    @Option(parsing: .unconditional, help: "Number of items.")
    var items = 50

    @Option(parsing: .unconditional, help: "Number of frames, at 60 frames per second.")
    var frames = 240

    func validate() throws {
        guard (1...2_000).contains(items) else { throw ValidationError("--items must be between 1 and 2000") }
        guard (1...100_000).contains(frames) else { throw ValidationError("--frames must be between 1 and 100000") }
    }

    func run() throws {
        let (items, frames) = (self.items, self.frames)
        let line = MainActor.assumeIsolated { () -> String in
            let (dynamics, checksum) = Self.timeDynamics(items: items, frames: frames)
            let reference = Self.timeBlockAnimations(views: items, frames: frames)
            return "dynamics: \(items) items x \(frames) frames: "
                + String(
                    format: "%.4f ms CPU per frame step; %d block-animated views: %.4f ms; ratio %.1f (checksum %.3f)",
                    dynamics * 1000, items, reference * 1000, dynamics / reference, checksum)
        }
        print(line)
    }

    /// The boxes of the scene: a grid of mixed sizes and angles above the floor.
    @MainActor
    static func boxes(_ count: Int, in window: Window) -> [View] {
        (0..<count).map { i in
            let v = View(frame: CGRect(x: 0, y: 0, width: 30 + Double(i % 4) * 6, height: 26 + Double(i % 3) * 8))
            v.center = CGPoint(x: 30 + Double(i % 8) * 46 + Double(i / 8 % 2) * 12, y: 40 + Double(i / 8) * 52)
            v.transform = CGAffineTransform(rotationAngle: Double(i % 5) * 0.15)
            v.backgroundColor = Color(white: Double(i % 10) / 10)
            window.addSubview(v)
            return v
        }
    }

    /// CPU seconds per frame of the dynamics scene, and a checksum of the final positions.
    @MainActor
    static func timeDynamics(items count: Int, frames: Int) -> (Double, Double) {
        let window = Window(size: CGSize(width: 393, height: 852), scale: 3)
        window.makeKeyAndVisible()
        let views = boxes(count, in: window)
        let animator = DynamicAnimator(referenceView: window)
        let collision = CollisionBehavior(items: views)
        collision.translatesReferenceBoundsIntoBoundary = true
        let properties = DynamicItemBehavior(items: views)
        properties.elasticity = 0.3
        properties.friction = 0.4
        animator.addBehavior(GravityBehavior(items: views))
        animator.addBehavior(collision)
        animator.addBehavior(properties)
        let start = BenchViewsCommand.threadCPUSeconds()
        for f in 1...frames { window.step(to: Double(f) / 60) }
        let cpu = BenchViewsCommand.threadCPUSeconds() - start
        return (cpu / Double(frames), views.reduce(0) { $0 + Double($1.center.y) })
    }

    /// CPU seconds per frame of the same views each moved by a running block animation.
    @MainActor
    static func timeBlockAnimations(views count: Int, frames: Int) -> Double {
        let window = Window(size: CGSize(width: 393, height: 852), scale: 3)
        window.makeKeyAndVisible()
        for v in boxes(count, in: window) {
            View.animate(
                withDuration: Double(frames) / 60 + 1,
                animations: {
                    v.center.y += 600
                    v.transform = .identity
                })
        }
        let start = BenchViewsCommand.threadCPUSeconds()
        for f in 1...frames { window.step(to: Double(f) / 60) }
        return (BenchViewsCommand.threadCPUSeconds() - start) / Double(frames)
    }
}
