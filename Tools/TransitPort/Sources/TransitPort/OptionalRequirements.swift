import SwiftParser
import SwiftSyntax

/// The `@objc optional` requirements of a project's own protocols, gathered from every file
/// ported together, so that each file's callers and conformers are ported consistently.
///
/// An optional requirement is read from Swift as an optional: a method is called as
/// `delegate?.cardDidOpen?(card)`, a property `delegate?.preferredHeight` is a `CGFloat?`. Ported,
/// each becomes a requirement with a default implementation, so calls lose their `?` before the
/// argument list. A requirement of a non-optional type `T` becomes a requirement of type `T?`
/// whose default is `nil` — what a conformer that does not implement it answered — and the
/// conformers the porter sees declare it as `T?` too, so that they still implement it (a
/// member of type `T` would silently not be the one called).
struct OptionalRequirements {
    /// A requirement whose type was made optional.
    struct Widened: Hashable {
        /// The protocol.
        var protocolName: String
        /// The member's base name.
        var name: String
        /// Whether it is a property (else a method).
        var isProperty: Bool
    }

    /// The base names of every optional requirement, to call without `?`.
    private(set) var names: Set<String> = []
    /// The requirements whose type becomes optional, by protocol.
    private(set) var widened: [String: Set<Widened>] = [:]

    /// Gathers the optional requirements of the protocols declared in `sources`.
    init(sources: [String] = []) {
        for source in sources { add(Parser.parse(source: source)) }
    }

    /// Adds the optional requirements of the protocols declared in `tree`.
    mutating func add(_ tree: SourceFileSyntax) {
        let collector = ProtocolCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        for decl in collector.protocols {
            for member in decl.memberBlock.members {
                guard let modifiers = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
                    modifiers.contains(where: { $0.name.tokenKind == .keyword(.optional) })
                else { continue }
                if let function = member.decl.as(FunctionDeclSyntax.self) {
                    names.insert(function.name.text)
                    if let result = function.signature.returnClause?.type, Self.needsWidening(result) {
                        widened[decl.name.text, default: []].insert(
                            Widened(protocolName: decl.name.text, name: function.name.text, isProperty: false))
                    }
                } else if let variable = member.decl.as(VariableDeclSyntax.self),
                    let binding = variable.bindings.first,
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                {
                    names.insert(name)
                    if let type = binding.typeAnnotation?.type, Self.needsWidening(type) {
                        widened[decl.name.text, default: []].insert(
                            Widened(protocolName: decl.name.text, name: name, isProperty: true))
                    }
                }
            }
        }
    }

    /// Whether a requirement's type is neither optional nor empty, so that it is made optional.
    static func needsWidening(_ type: TypeSyntax) -> Bool {
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return false }
        let text = type.trimmedDescription
        return text != "Void" && text != "()"
    }

    /// `T?` for a type `T`, parenthesized where `?` would bind to a part of it.
    static func optional(_ type: TypeSyntax) -> String {
        let text = type.trimmedDescription
        let needsParentheses =
            type.is(FunctionTypeSyntax.self) || type.is(CompositionTypeSyntax.self)
            || type.is(SomeOrAnyTypeSyntax.self)
        return needsParentheses ? "(\(text))?" : "\(text)?"
    }

    /// The widened requirements a type conforming to `inherited` implements.
    func widenedRequirements(of inherited: [String]) -> [Widened] {
        inherited.flatMap { widened[$0].map(Array.init) ?? [] }
    }
}

/// The file's protocols.
private final class ProtocolCollector: SyntaxVisitor {
    var protocols: [ProtocolDeclSyntax] = []

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        protocols.append(node)
        return .skipChildren
    }
}
