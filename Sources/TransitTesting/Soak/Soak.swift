import Foundation

/// A model-based random soak of the transition system (Transit extension, for tests and
/// `transit soak`): seeded random sequences of pushes, pops, presentations, dismissals, tab and
/// container selections and tab replacements, swaps by `transition(from:to:…)`, current-context
/// presentations, presentations queued behind their own dismissal, transitions interrupted while they run (a pop
/// during a push, a pan grabbing it, a dismissal during a presentation, a tab chosen during a
/// switch), edge swipes left down while other work runs,
/// vertical drags, rotations at any moment of them, clock jumps, root swaps, property animators
/// paused, reversed, scrubbed and stopped mid-flight, and operations issued from inside appearance
/// and containment callbacks, run on a `TestHost` scene and
/// checked after every step against the invariants of `SoakViolation`, and at the end for stalls
/// and leaks. Everything is deterministic: a seed replays the same sequences on every machine.
@MainActor
public enum Soak {
    /// What a soak found.
    public struct Report: Sendable {
        /// Sequences run.
        public var sequences = 0
        /// Steps run, in all.
        public var operations = 0
        /// Failing sequences, by the first invariant each broke.
        public var violationsByInvariant: [String: Int] = [:]
        /// One shrunk reproduction per distinct failure (invariant and message shape).
        public var reproductions: [Reproduction] = []
        /// The diagnostics the sequences raised, by code (misuse the soak commits on purpose,
        /// refused and reported, shows here).
        public var diagnosticsByCode: [String: Int] = [:]
        /// Sequences that broke any invariant.
        public var failingSequences: Int { violationsByInvariant.values.reduce(0, +) }
    }

    /// A failing sequence, shrunk to the steps it needs.
    public struct Reproduction: Sendable {
        /// The first violation the shrunk sequence shows.
        public var violation: SoakViolation
        /// The seed of the sequence it was shrunk from.
        public var seed: UInt64
        /// The steps.
        public var operations: [SoakOperation]
    }

    /// The steps of sequence `seed`, `length` long.
    public static func sequence(seed: UInt64, length: Int) -> [SoakOperation] {
        var random = SplitMix64(seed: seed)
        return (0..<max(0, length)).map { _ in
            switch Int.random(in: 0..<9, using: &random) {
            case 0: SoakOperation.randomDriven(using: &random)
            case 1: SoakOperation.randomContext(using: &random)
            case 2: SoakOperation.randomInterruption(using: &random)
            default: SoakOperation.random(using: &random)
            }
        }
    }

    /// Runs `operations` on a new scene; returns the first violations seen (after the step that
    /// broke an invariant, the sequence stops), the stall and leak checks included.
    public static func run(_ operations: [SoakOperation]) -> [SoakViolation] {
        run(operations, diagnostics: nil)
    }

    static func run(_ operations: [SoakOperation], diagnostics: ((DiagnosticLog) -> Void)?) -> [SoakViolation] {
        var found: [SoakViolation] = []
        var watched: [SoakScene.WeakController] = []
        var animators: [SoakScene.WeakAnimator] = []
        do {
            let scene = SoakScene()
            for (index, operation) in operations.enumerated() {
                scene.perform(operation)
                found = scene.checkAlways(step: index + 1)
                if !found.isEmpty { break }
            }
            if found.isEmpty {
                if scene.host.isTouchDown { scene.host.touchUp() }
                if !scene.host.runUntilIdle(timeout: 60) {
                    found.append(
                        SoakViolation(
                            invariant: "stall",
                            detail: "not idle 60 s after the last step (\(scene.host.busyReasons.joined(separator: "; ")))",
                            step: operations.count))
                } else {
                    found = scene.checkAlways(step: operations.count) + scene.checkAtRest(step: operations.count)
                }
            }
            watched = scene.everyone
            scene.releaseAnimator()
            animators = scene.animators
            diagnostics?(scene.host.diagnostics)
        }
        if found.isEmpty {
            for entry in watched where entry.controller != nil {
                found.append(
                    SoakViolation(
                        invariant: "leak",
                        detail: "\(entry.name) is alive after its window was released", step: operations.count))
            }
            for entry in animators where entry.animator != nil {
                found.append(
                    SoakViolation(
                        invariant: "leak",
                        detail: "property animator \(entry.number) is alive after its window was released", step: operations.count
                    ))
            }
        }
        return found
    }

    /// Runs `sequences` sequences of `length` steps from `seed`, shrinking the first failure of
    /// each distinct kind. `progress` is called after each sequence.
    public static func soak(
        sequences: Int, seed: UInt64, length: Int = 30, shrink: Bool = true,
        progress: ((Int, Report) -> Void)? = nil
    ) -> Report {
        var report = Report()
        var shapes: Set<String> = []
        for index in 0..<max(0, sequences) {
            let sequenceSeed = seed &+ UInt64(index) &* 0x9E37_79B9
            let operations = sequence(seed: sequenceSeed, length: length)
            let violations = run(operations) { log in
                for diagnostic in log.diagnostics { report.diagnosticsByCode[diagnostic.code, default: 0] += 1 }
            }
            report.sequences += 1
            report.operations += operations.count
            if let first = violations.first {
                report.violationsByInvariant[first.invariant, default: 0] += 1
                let shape = first.invariant + ":" + shapeOf(first.detail)
                if shapes.insert(shape).inserted {
                    let shrunk = shrink ? Self.shrink(operations, keeping: first.invariant) : operations
                    let shown = run(shrunk).first ?? first
                    report.reproductions.append(Reproduction(violation: shown, seed: sequenceSeed, operations: shrunk))
                }
            }
            progress?(index + 1, report)
        }
        return report
    }

    /// Drops steps while the sequence still breaks `invariant`: first everything after the step
    /// that broke it, then single steps, until no step can go.
    public static func shrink(_ operations: [SoakOperation], keeping invariant: String) -> [SoakOperation] {
        shrink(operations) { candidate in run(candidate).first { $0.invariant == invariant } }
    }

    /// Drops steps while `fails` still returns a violation (the shrinking behind
    /// `shrink(_:keeping:)`, with the failure test injected).
    static func shrink(
        _ operations: [SoakOperation],
        failing fails: ([SoakOperation]) -> SoakViolation?
    ) -> [SoakOperation] {
        guard let first = fails(operations) else { return operations }
        var current = Array(operations.prefix(max(first.step, 1)))
        if fails(current) == nil { current = operations }
        var changed = true
        while changed {
            changed = false
            var index = current.count - 1
            while index >= 0 {
                var candidate = current
                candidate.remove(at: index)
                if fails(candidate) != nil {
                    current = candidate
                    changed = true
                } else if case .fromCallback(let inner) = current[index] {
                    candidate.insert(inner, at: index)
                    if fails(candidate) != nil { current = candidate; changed = true }
                }
                index -= 1
            }
        }
        return current
    }

    /// A message with its names and numbers blanked, so failures of one kind count once.
    static func shapeOf(_ detail: String) -> String {
        var shape = ""
        var lastWasBlank = false
        for word in detail.split(separator: " ") {
            let blank = word.first.map { $0.isNumber || ($0 == "P" && word.dropFirst().first?.isNumber == true) } ?? false
            if blank {
                if !lastWasBlank { shape += " _" }
            } else {
                shape += " " + word
            }
            lastWasBlank = blank
        }
        return shape
    }
}

/// SplitMix64: a small, fast, seeded generator, the same on every platform.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator from `seed`.
    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
