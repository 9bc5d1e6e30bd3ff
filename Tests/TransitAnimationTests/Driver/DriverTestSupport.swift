import Foundation
@testable import TransitAnimation

/// An engine on a manual clock that records its diagnostics.
final class TestRig {
    let clock = ManualClock()
    let engine: AnimationEngine
    private let box: DiagnosticBox

    init() {
        let box = DiagnosticBox()
        self.box = box
        engine = AnimationEngine(clock: clock) { box.items.append($0) }
    }

    /// Every diagnostic reported so far.
    var reported: [AnimationDiagnostic] { box.items }
    /// Their kinds.
    var reportedKinds: [AnimationDiagnostic.Kind] { box.items.map(\.kind) }

    /// Moves the clock to `t` and steps the engine.
    func go(to t: TimeInterval) {
        clock.advance(to: t)
        engine.step()
    }
}

final class DiagnosticBox {
    var items: [AnimationDiagnostic] = []
}
