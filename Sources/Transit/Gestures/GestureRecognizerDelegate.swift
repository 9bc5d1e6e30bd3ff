import Foundation

/// The methods a gesture recognizer's delegate implements to fine-tune how the recognizer takes
/// part in touch handling (`UIGestureRecognizerDelegate`).
///
/// Every method is optional in UIKit; here each has a default implementation with UIKit's default
/// answer, so a delegate implements only the ones it needs.
@MainActor
public protocol GestureRecognizerDelegate: AnyObject {
    /// Asked when the recognizer is about to leave `.possible` for `.began` (or to recognize a
    /// discrete gesture); returning `false` makes it fail instead
    /// (`gestureRecognizerShouldBegin(_:)`). Default `true`.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool

    /// Asked when one of the two recognizers would prevent the other from recognizing; returning
    /// `true` lets both recognize at the same time. Either recognizer's delegate returning `true`
    /// is enough (`gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`). Default `false`.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool

    /// Asked before a new touch is delivered to the recognizer; returning `false` keeps the touch
    /// away from it (`gestureRecognizer(_:shouldReceive:)`). Default `true`.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool

    /// Whether `gestureRecognizer` must wait for `otherGestureRecognizer` to fail before it
    /// recognizes, decided while both handle the same touches
    /// (`gestureRecognizer(_:shouldRequireFailureOf:)`). Default `false`.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
    ) -> Bool

    /// Whether `otherGestureRecognizer` must wait for `gestureRecognizer` to fail before it
    /// recognizes (`gestureRecognizer(_:shouldBeRequiredToFailBy:)`). Default `false`.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
    ) -> Bool
}

extension GestureRecognizerDelegate {
    /// UIKit's default: `true`.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

    /// UIKit's default: `false`.
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool {
        false
    }

    /// UIKit's default: `true`.
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        true
    }

    /// UIKit's default: `false`.
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
    ) -> Bool {
        false
    }

    /// UIKit's default: `false`.
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
    ) -> Bool {
        false
    }
}
