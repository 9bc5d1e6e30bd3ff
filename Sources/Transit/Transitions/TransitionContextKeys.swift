/// Keys for the view controllers of a transition (`UITransitionContextViewControllerKey`).
public struct TransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    /// Creates a key from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view controller visible at the start of the transition (`.from`).
    public static let from = TransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The view controller visible at the end of a completed transition (`.to`).
    public static let to = TransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// Keys for the views of a transition (`UITransitionContextViewKey`).
public struct TransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    /// Creates a key from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view that leaves the screen (`.from`).
    public static let from = TransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view that arrives on screen (`.to`).
    public static let to = TransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}
