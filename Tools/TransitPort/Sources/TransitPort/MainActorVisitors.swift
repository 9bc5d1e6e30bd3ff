import SwiftParser
import SwiftSyntax

// The syntax walks `MainActorFinder` makes.

/// The file's classes, protocols and extensions.
final class DeclCollector: SyntaxVisitor {
    var classes: [ClassDeclSyntax] = []
    var protocols: Set<String> = []
    var protocolDecls: [ProtocolDeclSyntax] = []
    var valueTypes: Set<String> = []
    /// The structs and enums declared without `@MainActor`, by name.
    var valueTypeDecls: [String: DeclSyntax] = [:]
    var extensions: [ExtensionDeclSyntax] = []

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { classes.append(node); return .visitChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        protocols.insert(node.name.text)
        protocolDecls.append(node)
        return .skipChildren
    }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        extensions.append(node); return .visitChildren
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        if !node.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "MainActor" }) {
            valueTypes.insert(node.name.text)
            if valueTypeDecls[node.name.text] == nil { valueTypeDecls[node.name.text] = DeclSyntax(node) }
        }
        return .visitChildren
    }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        if !node.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "MainActor" }) {
            valueTypes.insert(node.name.text)
            if valueTypeDecls[node.name.text] == nil { valueTypeDecls[node.name.text] = DeclSyntax(node) }
        }
        return .visitChildren
    }
}

/// The file's functions and properties that are not local.
final class FunctionCollector: SyntaxVisitor {
    var functions: [FunctionDeclSyntax] = []
    var variables: [VariableDeclSyntax] = []

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { functions.append(node); return .skipChildren }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        variables.append(node)
        return .skipChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// Finds a use of a UIKit class or protocol.
final class UIKitUseFinder: SyntaxVisitor {
    var found = false

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        let nestedTypeBase = node.parent?.as(MemberTypeSyntax.self)?.baseType.id == TypeSyntax(node).id
        if !nestedTypeBase, UIKitIsolation.isolatedNames.contains(node.name.text) { found = true }
        return found ? .skipChildren : .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if UIKitIsolation.isolatedNames.contains(node.baseName.text) {
            let member = node.parent?.as(MemberAccessExprSyntax.self)
            let namesNestedType =
                member?.base?.id == ExprSyntax(node).id
                && member?.declName.baseName.text.first?.isUppercase == true
            if !namesNestedType { found = true }
        }
        return found ? .skipChildren : .visitChildren
    }
}

/// The protocols of a project that main-actor isolated classes adopt — subclasses of UIKit
/// classes, or classes marked `@MainActor`, in their declaration or in an extension — gathered
/// from every file ported together. Such a protocol must be `@MainActor` in Swift 6: the
/// isolated members of those classes cannot implement nonisolated requirements.
struct IsolatedAdopters {
    /// The adopted protocols' names (and other inherited names, which match no protocol).
    private(set) var protocols: Set<String> = []

    /// Gathers the protocols isolated classes adopt in `sources`.
    init(sources: [String] = []) {
        for source in sources { add(Parser.parse(source: source)) }
    }

    /// Adds the protocols isolated classes adopt in `tree`.
    mutating func add(_ tree: SourceFileSyntax) {
        let collector = DeclCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        var isolated: Set<String> = []
        for decl in collector.classes {
            let inherited = decl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            let marked = decl.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "MainActor" }
            guard marked || inherited.first.map(UIKitIsolation.classes.contains) == true else { continue }
            isolated.insert(decl.name.text)
            protocols.formUnion(inherited.dropFirst())
        }
        for ext in collector.extensions where isolated.contains(ext.extendedType.trimmedDescription) {
            protocols.formUnion(ext.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [])
        }
    }
}
