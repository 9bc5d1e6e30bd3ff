import Foundation

extension GestureRecognizer {
    /// The states of a gesture recognizer (`UIGestureRecognizer.State`).
    ///
    /// Discrete gestures (a tap) go `.possible` → `.recognized` or `.failed`; continuous ones
    /// (a pan) go `.possible` → `.began` → `.changed`… → `.ended` or `.cancelled`, or
    /// `.possible` → `.failed`. Once all its touches are gone, a recognizer in a final state is
    /// reset to `.possible`.
    public enum State: Int, Sendable, CaseIterable, CustomStringConvertible {
        /// Not yet recognized; the default (`.possible`).
        case possible
        /// A continuous gesture began (`.began`).
        case began
        /// A continuous gesture changed (`.changed`).
        case changed
        /// A continuous gesture ended, or a discrete gesture was recognized (`.ended`).
        case ended
        /// A continuous gesture was cancelled (`.cancelled`).
        case cancelled
        /// The gesture cannot be recognized from these touches (`.failed`).
        case failed

        /// A discrete gesture was recognized: the same state as `.ended` (`.recognized`).
        public static let recognized = State.ended

        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }

        /// Whether the recognizer has recognized and is in progress (`.began` or `.changed`).
        var isActive: Bool { self == .began || self == .changed }
        /// Whether the recognizer is done with the current touches.
        var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }
    }
}
