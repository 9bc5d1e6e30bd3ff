import Foundation
@testable import Transit

/// A controller named by its title that notes, at each appearance callback, the flags UIKit
/// documents as meaningful there.
@MainActor
final class Probe: ViewController {
    /// Never made from an archive.
    required init?(coder: NSCoder) { return nil }

    /// `callback isMovingToParent isMovingFromParent` at each appearance callback.
    var flags: [String] = []

    init(_ name: String) {
        super.init()
        title = name
    }

    private func note(_ callback: String) {
        flags.append("\(callback) to=\(isMovingToParent) from=\(isMovingFromParent)")
    }

    override func viewWillAppear(_ animated: Bool) { note("willAppear") }
    override func viewDidAppear(_ animated: Bool) { note("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { note("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { note("didDisappear") }
}

/// A controller that forwards appearance to its children itself.
@MainActor
final class ManualContainer: ViewController {
    /// Never made from an archive.
    required init?(coder: NSCoder) { return nil }

    init(_ name: String) {
        super.init()
        title = name
    }

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
}

/// A detached controller tree with its own timeline and diagnostics (no window).
@MainActor
struct Detached {
    let timeline = CallbackTimeline()
    let log = DiagnosticLog()

    /// Makes `root` record into this timeline and report into this log.
    func adopt(_ root: ViewController) {
        root.callbackTimelineOverride = timeline
        root.diagnosticSinkOverride = log
    }
}

/// A visible 320×480 window with a root controller, its timeline cleared.
@MainActor
struct Scene {
    let log = DiagnosticLog()
    let window: Window
    let root: ViewController

    init(root: ViewController = Probe("Root")) {
        window = Window(size: CGSize(width: 320, height: 480), diagnostics: log)
        self.root = root
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.step(to: 0)
    }

    var timeline: CallbackTimeline { window.timeline }

    /// The timeline's calls after removing layout callbacks, which only pin where layout runs.
    var calls: [String] {
        timeline.calls.filter { !$0.hasSuffix("LayoutSubviews()") }
    }
}
