import SwiftSyntax

/// Walks a source file and collects the porter's edits and notes.
final class EditFinder: SyntaxVisitor {
    private(set) var edits: [TextEdit] = []
    private(set) var notes: [Porter.Note] = []
    private let converter: SourceLocationConverter
    private var hasTransitUIKitImport = false

    static let removedAttributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable",
    ]
    static let replacedModules: Set<String> = ["UIKit"]
    static let droppedModules: Set<String> = ["QuartzCore", "CoreGraphics"]

    init(tree: SourceFileSyntax) {
        converter = SourceLocationConverter(fileName: "", tree: tree)
        hasTransitUIKitImport = tree.statements.contains { item in
            item.item.as(ImportDeclSyntax.self)?.path.trimmedDescription == "TransitUIKit"
        }
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Helpers

    private func line(of node: some SyntaxProtocol) -> Int {
        converter.location(for: node.positionAfterSkippingLeadingTrivia).line
    }

    private func note(_ node: some SyntaxProtocol, _ message: String) {
        notes.append(Porter.Note(line: line(of: node), message: message))
    }

    /// Removes a node's text and the spaces after it, keeping its leading trivia.
    private func remove(_ node: some SyntaxProtocol) {
        var end = node.endPositionBeforeTrailingTrivia.utf8Offset
        let trailing = node.trailingTrivia
        if trailing.allSatisfy({ if case .spaces = $0 { true } else if case .tabs = $0 { true } else { false } }) {
            end = node.endPosition.utf8Offset
        }
        edits.append(TextEdit(start: node.positionAfterSkippingLeadingTrivia.utf8Offset, end: end, replacement: ""))
    }

    private func replace(_ node: some SyntaxProtocol, with text: String) {
        edits.append(TextEdit(start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                              end: node.endPositionBeforeTrailingTrivia.utf8Offset, replacement: text))
    }

    // MARK: Imports

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        let module = node.path.first?.name.text ?? ""
        if Self.replacedModules.contains(module) {
            if hasTransitUIKitImport {
                remove(node)
            } else {
                replace(node.path, with: "TransitUIKit")
                hasTransitUIKitImport = true
            }
        } else if Self.droppedModules.contains(module) {
            remove(node)
        }
        return .skipChildren
    }

    // MARK: Attributes and modifiers

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.attributeName.trimmedDescription
        if Self.removedAttributes.contains(name) { remove(node) }
        return .skipChildren
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        if node.name.tokenKind == .keyword(.dynamic) { remove(node) }
        return .skipChildren
    }

    // MARK: Optional protocol requirements

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        var defaults: [String] = []
        let access = node.modifiers.contains { $0.name.tokenKind == .keyword(.public) } ? "public " : ""
        for member in node.memberBlock.members {
            let decl = member.decl
            guard let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
                  let optional = modifiers.first(where: { $0.name.tokenKind == .keyword(.optional) }) else { continue }
            remove(optional)
            if let function = decl.as(FunctionDeclSyntax.self) {
                let signature = "func \(function.name.text)\(function.genericParameterClause?.trimmedDescription ?? "")"
                    + function.signature.trimmedDescription
                let result = function.signature.returnClause?.type
                if result == nil || result?.trimmedDescription == "Void" || result?.trimmedDescription == "()" {
                    defaults.append("    \(access)\(signature) {}")
                } else if let result, result.is(OptionalTypeSyntax.self) || result.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                    defaults.append("    \(access)\(signature) { nil }")
                } else {
                    note(function, "give `\(function.name.text)` a default implementation in an extension of "
                        + "\(node.name.text): it was an optional requirement, now it is required")
                }
            } else if let variable = decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                      let type = binding.typeAnnotation?.type {
                let name = binding.pattern.trimmedDescription
                if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                    defaults.append("    \(access)var \(name): \(type.trimmedDescription) { nil }")
                } else {
                    note(variable, "give `\(name)` a default value in an extension of \(node.name.text): "
                        + "it was an optional requirement, now it is required")
                }
            } else {
                note(decl, "this optional requirement needs a default implementation in an extension of \(node.name.text)")
            }
        }
        if !defaults.isEmpty {
            let text = "\n\nextension \(node.name.text) {\n" + defaults.joined(separator: "\n") + "\n}"
            let end = node.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(TextEdit(start: end, end: end, replacement: text))
        }
        return .visitChildren
    }

    // MARK: Selectors

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.macroName.text == "selector" else { return .visitChildren }
        guard let argument = node.arguments.first, argument.label == nil else {
            note(node, "\(node.trimmedDescription) names a property accessor: call the property from a closure instead")
            return .skipChildren
        }
        let labeled = node.parent?.as(LabeledExprSyntax.self)
        guard labeled?.label?.text == "action" else {
            let label = labeled?.label?.text ?? ""
            let hint = label == "selector"
                ? "use the closure form of this API (NotificationCenter.addObserver(forName:object:queue:using:); a timer or display link that calls a closure)"
                : "Objective-C selectors do not exist here; call the method from a closure"
            note(node, "\(node.trimmedDescription): \(hint)")
            return .skipChildren
        }
        let method: String
        var owner: String?
        if let reference = argument.expression.as(DeclReferenceExprSyntax.self) {
            method = reference.baseName.text
        } else if let member = argument.expression.as(MemberAccessExprSyntax.self) {
            method = member.declName.baseName.text
            if let base = member.base?.trimmedDescription, base != "self" { owner = base }
        } else {
            note(node, "\(node.trimmedDescription): pass the method itself, `Type.method`")
            return .skipChildren
        }
        guard let type = owner ?? enclosingTypeName(of: Syntax(node)) else {
            note(node, "\(node.trimmedDescription): pass the method itself, `Type.\(method)`")
            return .skipChildren
        }
        replace(node, with: "\(type).\(method)")
        return .skipChildren
    }

    private func enclosingTypeName(of node: Syntax) -> String? {
        var current = node.parent
        while let n = current {
            if let c = n.as(ClassDeclSyntax.self) { return c.name.text }
            if let s = n.as(StructDeclSyntax.self) { return s.name.text }
            if let a = n.as(ActorDeclSyntax.self) { return a.name.text }
            if let e = n.as(EnumDeclSyntax.self) { return e.name.text }
            if let x = n.as(ExtensionDeclSyntax.self) { return x.extendedType.trimmedDescription }
            current = n.parent
        }
        return nil
    }

    // MARK: Optional-chaining calls of optional protocol methods

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let chained = node.calledExpression.as(OptionalChainingExprSyntax.self),
           let member = chained.expression.as(MemberAccessExprSyntax.self),
           Porter.optionalMethodNames.contains(member.declName.baseName.text) {
            remove(chained.questionMark)
        }
        return .visitChildren
    }
}
