import Foundation

/// UIKit's appearance rule as a checker for recorded callbacks (Transit extension, for tests): a
/// controller's `viewWill…`/`viewDid…` calls form a word of
/// `(viewWillAppear viewDidAppear? | viewWillDisappear viewDidDisappear?)*` in which a `viewDid…`
/// only ends a running `viewWill…` of the same direction and a `viewWill…` never repeats the
/// direction already running or reached (a cancelled half, will-appear then will-disappear, is
/// allowed). Every other callback in the word is skipped.
public enum AppearanceAutomaton {
    /// Replays `callbacks` (as `CallbackTimeline.callbacks(of:)` gives them) from `disappeared`;
    /// returns the first illegal call, described with the state it came in, or `nil`.
    public static func firstIllegalStep(_ callbacks: [String]) -> String? {
        var state = "disappeared"
        for callback in callbacks {
            let name = callback.prefix { $0 != "(" }
            switch (name, state) {
            case ("viewWillAppear", "disappeared"), ("viewWillAppear", "disappearing"):
                state = "appearing"
            case ("viewDidAppear", "appearing"): state = "appeared"
            case ("viewWillDisappear", "appeared"), ("viewWillDisappear", "appearing"):
                state = "disappearing"
            case ("viewDidDisappear", "disappearing"): state = "disappeared"
            case ("viewWillAppear", _), ("viewDidAppear", _), ("viewWillDisappear", _), ("viewDidDisappear", _):
                return "\(callback) while \(state)"
            default: continue
            }
        }
        return nil
    }
}
