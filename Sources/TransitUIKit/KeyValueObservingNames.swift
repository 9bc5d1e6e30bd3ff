// Foundation's key-value observing names, for the observations Transit's views support
// (`KeyValueObservingView.observe(_:options:changeHandler:)`). Foundation on Linux has no
// key-value observing, so these names are free there; on Apple platforms Foundation's own apply.

#if !canImport(ObjectiveC)
/// `NSKeyValueObservation`: a running observation; invalidate it or release it to stop.
public typealias NSKeyValueObservation = KeyValueObservation
/// `NSKeyValueObservingOptions`: `.new`, `.old`, `.initial`, `.prior`.
public typealias NSKeyValueObservingOptions = KeyValueObservingOptions
/// `NSKeyValueObservedChange`: the values of one notification.
public typealias NSKeyValueObservedChange = KeyValueObservedChange
/// `NSKeyValueChange`: the kind of a change (`.setting` for view properties).
public typealias NSKeyValueChange = KeyValueChange
#endif
