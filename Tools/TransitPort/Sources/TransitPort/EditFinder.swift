import SwiftSyntax

/// Walks a source file and collects the porter's edits and notes.
final class EditFinder: SyntaxVisitor {
    var edits: [TextEdit] = []
    var notes: [Porter.Note] = []
    private let converter: SourceLocationConverter
    private var hasTransitUIKitImport = false
    /// The optional requirements of the project's protocols (this file's and the others ported
    /// with it).
    let optionalRequirements: OptionalRequirements
    /// Whether every import of the file is one the porter drops, so that the first of them is
    /// replaced rather than removed.
    private var onlyDroppedImports: Bool
    private let source: String
    /// Whether a `Timer.scheduledTimer` call became `MainRunLoop`'s (see `MainLoopRewrites.swift`).
    var rewroteTimer = false
    /// The file's uses of the type `Timer`, renamed when its timers were.
    var timerTypes: [IdentifierTypeSyntax] = []

    static let removedAttributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable"
    ]
    static let replacedModules: Set<String> = ["UIKit"]
    static let droppedModules: Set<String> = ["QuartzCore", "CoreGraphics"]

    init(tree: SourceFileSyntax, source: String, optionalRequirements: OptionalRequirements) {
        converter = SourceLocationConverter(fileName: "", tree: tree)
        let imports = ImportCollector(viewMode: .sourceAccurate)
        imports.walk(tree)
        hasTransitUIKitImport = imports.modules.contains("TransitUIKit")
        onlyDroppedImports = !imports.modules.isEmpty && imports.modules.allSatisfy { Self.droppedModules.contains($0) }
        self.optionalRequirements = optionalRequirements
        self.source = source
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Helpers

    func line(of node: some SyntaxProtocol) -> Int {
        converter.location(for: node.positionAfterSkippingLeadingTrivia).line
    }

    func note(_ node: some SyntaxProtocol, _ message: String) {
        notes.append(Porter.Note(line: line(of: node), message: message))
    }

    /// Removes a node's text and the spaces after it, keeping its leading trivia.
    func remove(_ node: some SyntaxProtocol) {
        var end = node.endPositionBeforeTrailingTrivia.utf8Offset
        let trailing = node.trailingTrivia
        if trailing.allSatisfy({ if case .spaces = $0 { true } else if case .tabs = $0 { true } else { false } }) {
            end = node.endPosition.utf8Offset
        }
        edits.append(TextEdit(start: node.positionAfterSkippingLeadingTrivia.utf8Offset, end: end, replacement: ""))
    }

    func replace(_ node: some SyntaxProtocol, with text: String) {
        edits.append(
            TextEdit(
                start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
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
            if onlyDroppedImports {
                // The file would be left with no import: it still needs the geometry types.
                replace(node.path, with: InterfaceBuilder.replacementImport(dropping: module, source: source))
                onlyDroppedImports = false
            } else {
                remove(node)
            }
        }
        return .skipChildren
    }

    // MARK: Attributes and modifiers

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.attributeName.trimmedDescription
        if Self.removedAttributes.contains(name) { remove(node) }
        if name == "IBOutlet" || name == "IBAction" { noteInterfaceBuilderConnection(node, isOutlet: name == "IBOutlet") }
        return .skipChildren
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        if node.name.tokenKind == .keyword(.dynamic) { remove(node) }
        return .skipChildren
    }

    // MARK: Protocols, their optional requirements and their conformers

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        keepClassBound(node)
        portOptionalRequirements(node)
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        widenConformingMembers(node.inheritanceClause, node.memberBlock)
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        widenConformingMembers(node.inheritanceClause, node.memberBlock)
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        widenConformingMembers(node.inheritanceClause, node.memberBlock)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        widenConformingMembers(node.inheritanceClause, node.memberBlock)
        return .visitChildren
    }

    // MARK: Code for iOS only

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let active = PlatformConditions.activeClause(of: node) else { return .visitChildren }
        guard let clause = active, let elements = clause.elements else {
            remove(node)  // nothing of it is compiled for iOS
            return .skipChildren
        }
        // Keep the active clause's code: remove the `#if …` up to it, and what follows it.
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let headEnd = (clause.condition.map { Syntax($0) } ?? Syntax(clause.poundKeyword)).endPositionBeforeTrailingTrivia
        edits.append(TextEdit(start: start, end: headEnd.utf8Offset, replacement: ""))
        edits.append(
            TextEdit(
                start: elements.endPositionBeforeTrailingTrivia.utf8Offset,
                end: node.poundEndif.endPositionBeforeTrailingTrivia.utf8Offset, replacement: ""))
        walk(elements)
        return .skipChildren
    }

    // MARK: Storyboards and NIBs

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == "awakeFromNib", node.signature.parameterClause.parameters.isEmpty {
            note(node, InterfaceBuilder.awakeFromNib)
        }
        noteObserveValueOverride(node)
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let message = InterfaceBuilder.message(forReference: node.baseName.text) { note(node, message) }
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == "Timer", node.genericArgumentClause == nil { timerTypes.append(node) }
        if let message = InterfaceBuilder.message(forReference: node.name.text) { note(node, message) }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        _ = portMainLoopCall(node)
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
            let hint =
                label == "selector"
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
        noteStringKeyPathObservation(node)
        if let chained = node.calledExpression.as(OptionalChainingExprSyntax.self),
            let member = chained.expression.as(MemberAccessExprSyntax.self),
            Porter.optionalMethodNames.contains(member.declName.baseName.text)
                || optionalRequirements.names.contains(member.declName.baseName.text)
        {
            remove(chained.questionMark)
        }
        return .visitChildren
    }
}
