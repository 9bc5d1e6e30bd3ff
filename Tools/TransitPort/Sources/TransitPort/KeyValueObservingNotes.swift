import SwiftSyntax

/// Key-value observing by string key path needs the Objective-C runtime, which Linux does not
/// have: `addObserver(_:forKeyPath:options:context:)` and an `observeValue(forKeyPath:of:change:context:)`
/// override are noted with the block form Transit supports, `observe(\.keyPath, options:) { object,
/// change in … }`, whose `NSKeyValueObservation` must be kept in a property. They are not
/// rewritten: the override's body has to move into the block, and its `change` dictionary becomes
/// the block's typed change (`change.newValue`, `change.oldValue`).
extension EditFinder {
    /// The key paths Transit's views and scroll views can observe.
    static let observableKeyPaths: Set<String> = [
        "frame", "bounds", "center", "transform", "alpha", "contentOffset", "contentSize"
    ]

    /// Notes a string-key-path observer registration.
    func noteStringKeyPathObservation(_ call: FunctionCallExprSyntax) {
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        guard let name = member?.declName.baseName.text ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            ["addObserver", "removeObserver"].contains(name),
            let keyPath = call.arguments.first(where: { $0.label?.text == "forKeyPath" })
        else { return }
        let literal = keyPath.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
        let target = member?.base.map { "\($0.trimmedDescription)." } ?? ""
        guard name == "addObserver" else {
            note(
                call,
                "\(call.calledExpression.trimmedDescription)(_:forKeyPath:): invalidate the NSKeyValueObservation that observe(_:options:changeHandler:) returned instead"
            )
            return
        }
        if let literal, Self.observableKeyPaths.contains(literal) {
            note(
                call,
                "key-value observing by string needs the Objective-C runtime: keep `\(target)observe(\\.\(literal), options: …) { object, change in … }` in a property and move the observeValue(forKeyPath:…) body into it"
            )
        } else {
            note(
                call,
                "key-value observing by string needs the Objective-C runtime, and Transit observes only "
                    + Self.observableKeyPaths.sorted().joined(separator: ", ") + ": use didSet or @Observable")
        }
    }

    /// Notes an `observeValue(forKeyPath:of:change:context:)` override.
    func noteObserveValueOverride(_ function: FunctionDeclSyntax) {
        guard function.name.text == "observeValue",
            function.signature.parameterClause.parameters.first?.firstName.text == "forKeyPath"
        else { return }
        note(
            function,
            "observeValue(forKeyPath:of:change:context:) is never called without the Objective-C runtime: move its body into the observe(\\.keyPath) blocks"
        )
    }
}
