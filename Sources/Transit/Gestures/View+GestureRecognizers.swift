import Foundation

extension View {
    /// The gesture recognizers attached to the view, in the order they were added; `nil` when
    /// there are none (`UIView.gestureRecognizers`). Setting it removes the current ones and adds
    /// the new ones in order.
    public var gestureRecognizers: [GestureRecognizer]? {
        get { gestureRecognizerStorage.isEmpty ? nil : gestureRecognizerStorage }
        set {
            for recognizer in gestureRecognizerStorage { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches a gesture recognizer (`UIView.addGestureRecognizer(_:)`). A recognizer belongs to
    /// one view: attaching it elsewhere detaches it from its previous view first, as in UIKit.
    public func addGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
        if gestureRecognizer.view === self,
            gestureRecognizerStorage.contains(where: { $0 === gestureRecognizer })
        {
            return
        }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizerStorage.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches a gesture recognizer (`UIView.removeGestureRecognizer(_:)`). A recognizer in the
    /// middle of a gesture is cancelled (or fails if it had not recognized yet). Removing a
    /// recognizer that is not attached here is reported and changes nothing.
    public func removeGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
        guard gestureRecognizerStorage.contains(where: { $0 === gestureRecognizer }) else {
            diagnostics.report(
                Diagnostic(
                    .note, code: "gesture.notAttached",
                    "\(gestureRecognizer.debugName) is not attached to \(debugName); nothing removed"))
            return
        }
        gestureRecognizer.router?.withdraw(gestureRecognizer)
        gestureRecognizerStorage.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }
}
