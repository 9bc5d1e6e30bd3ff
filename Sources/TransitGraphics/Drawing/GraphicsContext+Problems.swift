import Foundation

extension GraphicsContext {
    /// A misuse of the context that Core Graphics logs to the console and then ignores: a NaN
    /// or infinite number, a line added with no current point, an invalid dash array, a
    /// restore with nothing saved. The context keeps the documented safe outcome (the call is
    /// ignored, or the path starts where it was told) and remembers the problem once; whoever
    /// owns the context reports it: a layer's drawing to its window's diagnostics, an image
    /// renderer to the console.
    public struct Problem: Equatable, Sendable, CustomStringConvertible {
        /// A stable identifier of the kind of problem: `invalidNumber`, `noCurrentPoint`,
        /// `invalidDashArray` or `unbalancedRestore`.
        public let code: String
        /// One line naming the Core Graphics call and what was wrong.
        public let message: String

        public var description: String { "\(code): \(message)" }
    }

    /// Remembers a problem once per context (a drawing loop that repeats a mistake a thousand
    /// times reports it once).
    func note(_ code: String, _ message: String) {
        let problem = Problem(code: code, message: message)
        if !problems.contains(problem) { problems.append(problem) }
    }

    /// Whether every value is a finite number. Otherwise the call is noted and must be ignored,
    /// as Core Graphics does: "an invalid numeric value (NaN, or not-a-number) … is being
    /// ignored".
    func finite(_ call: String, _ values: CGFloat...) -> Bool {
        checked(values.allSatisfy(\.isFinite), call)
    }

    /// `finite` for points.
    func finite(_ call: String, points: [CGPoint]) -> Bool {
        checked(points.allSatisfy { $0.x.isFinite && $0.y.isFinite }, call)
    }

    /// `finite` for rectangles.
    func finite(_ call: String, rects: [CGRect]) -> Bool {
        checked(
            rects.allSatisfy { $0.origin.x.isFinite && $0.origin.y.isFinite && $0.width.isFinite && $0.height.isFinite },
            call)
    }

    private func checked(_ allFinite: Bool, _ call: String) -> Bool {
        if !allFinite { note("invalidNumber", "\(call) was passed a value that is not a finite number; the call is ignored") }
        return allFinite
    }

    /// Notes a segment added to a path with no current point for it to start from. Core Graphics
    /// logs "no current point" when it has none; Transit notes it and, as ``CGMutablePath``
    /// does, starts the segment's subpath where it was told.
    func noteIfNoCurrentPoint(_ call: String) {
        if pathInBase.isEmpty { note("noCurrentPoint", "\(call): no current point") }
    }

    /// The dash lengths Core Graphics accepts: none negative, and not all zero. Otherwise the
    /// call is noted and ignored ("invalid dash array: negative lengths are not allowed", "… at
    /// least one element must be non-zero", as Core Graphics logs), so the previous pattern stays.
    func validDash(_ lengths: [CGFloat]) -> Bool {
        guard !lengths.isEmpty else { return true }
        if lengths.contains(where: { !$0.isFinite }) {
            note(
                "invalidNumber",
                "setLineDash(phase:lengths:) was passed a length that is not a finite number; the call is ignored")
            return false
        }
        if lengths.contains(where: { $0 < 0 }) {
            note("invalidDashArray", "setLineDash(phase:lengths:): negative lengths are not allowed; the call is ignored")
            return false
        }
        if lengths.allSatisfy({ $0 == 0 }) {
            note("invalidDashArray", "setLineDash(phase:lengths:): at least one length must be non-zero; the call is ignored")
            return false
        }
        return true
    }
}
