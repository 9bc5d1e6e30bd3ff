import SwiftSyntax

extension EditFinder {
    /// An `@objc` protocol is class-bound; once `@objc` goes it must say so (`AnyObject`), or a
    /// `weak var delegate` of its type no longer compiles. The deprecated `class` bound becomes
    /// `AnyObject`.
    func keepClassBound(_ node: ProtocolDeclSyntax) {
        let inherited = node.inheritanceClause?.inheritedTypes ?? []
        for entry in inherited where entry.type.trimmedDescription == "class" {
            replace(entry.type, with: "AnyObject")
            return
        }
        let isObjC = node.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc" }
        let bounds: Set<String> = ["AnyObject", "NSObjectProtocol"]
        guard isObjC, !inherited.contains(where: { bounds.contains($0.type.trimmedDescription) }) else { return }
        if let last = inherited.last {
            let end = last.type.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(TextEdit(start: end, end: end, replacement: ", AnyObject"))
        } else {
            let end = node.name.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(TextEdit(start: end, end: end, replacement: ": AnyObject"))
        }
    }

    /// Each `optional` requirement becomes a requirement with a default implementation in an
    /// extension of the protocol: an empty body for a method with no result, `nil` otherwise, the
    /// result or property type made optional when it was not (see `OptionalRequirements`).
    func portOptionalRequirements(_ node: ProtocolDeclSyntax) {
        var defaults: [String] = []
        let access = node.modifiers.contains { $0.name.tokenKind == .keyword(.public) } ? "public " : ""
        for member in node.memberBlock.members {
            let decl = member.decl
            guard let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
                let optional = modifiers.first(where: { $0.name.tokenKind == .keyword(.optional) })
            else { continue }
            remove(optional)
            if let function = decl.as(FunctionDeclSyntax.self) {
                defaults.append("    " + access + defaultImplementation(of: function))
            } else if let variable = decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                let type = binding.typeAnnotation?.type
            {
                var optionalType = type.trimmedDescription
                if OptionalRequirements.needsWidening(type) {
                    optionalType = OptionalRequirements.optional(type)
                    replace(type, with: optionalType)
                }
                let settable =
                    binding.accessorBlock?.tokens(viewMode: .sourceAccurate)
                    .contains { $0.tokenKind == .keyword(.set) } ?? false
                let body = settable ? "{ get { nil } set {} }" : "{ nil }"
                defaults.append("    \(access)var \(binding.pattern.trimmedDescription): \(optionalType) \(body)")
            } else {
                note(decl, "this optional requirement needs a default implementation in an extension of \(node.name.text)")
            }
        }
        if !defaults.isEmpty {
            let text = "\n\nextension \(node.name.text) {\n" + defaults.joined(separator: "\n") + "\n}"
            let end = node.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(TextEdit(start: end, end: end, replacement: text))
        }
    }

    /// `func name(…) {}` for a method with no result, `func name(…) -> T? { nil }` otherwise
    /// (widening the requirement's result to `T?` when it was `T`).
    private func defaultImplementation(of function: FunctionDeclSyntax) -> String {
        let head = "func \(function.name.text)\(function.genericParameterClause?.trimmedDescription ?? "")"
        var signature = function.signature.with(\.returnClause, nil).trimmedDescription
        if let clause = function.genericWhereClause { signature += " " + clause.trimmedDescription }
        guard let result = function.signature.returnClause?.type else { return head + signature + " {}" }
        let text = result.trimmedDescription
        if text == "Void" || text == "()" { return head + function.signature.trimmedDescription + " {}" }
        var optionalResult = text
        if OptionalRequirements.needsWidening(result) {
            optionalResult = OptionalRequirements.optional(result)
            replace(result, with: optionalResult)
        }
        return head + signature + " -> " + optionalResult + " { nil }"
    }

    /// In a type or extension that conforms to a protocol with widened requirements, the members
    /// implementing them get the optional type too.
    func widenConformingMembers(_ clause: InheritanceClauseSyntax?, _ members: MemberBlockSyntax) {
        let inherited = clause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        let requirements = optionalRequirements.widenedRequirements(of: inherited)
        guard !requirements.isEmpty else { return }
        for member in members.members {
            if let function = member.decl.as(FunctionDeclSyntax.self),
                requirements.contains(where: { !$0.isProperty && $0.name == function.name.text }),
                let result = function.signature.returnClause?.type, OptionalRequirements.needsWidening(result)
            {
                replace(result, with: OptionalRequirements.optional(result))
            } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        requirements.contains(where: { $0.isProperty && $0.name == name }),
                        let type = binding.typeAnnotation?.type, OptionalRequirements.needsWidening(type)
                    else { continue }
                    replace(type, with: OptionalRequirements.optional(type))
                }
            }
        }
    }

    /// Reports an outlet or action that a storyboard or NIB connected.
    func noteInterfaceBuilderConnection(_ attribute: AttributeSyntax, isOutlet: Bool) {
        var current = attribute.parent
        while let node = current, !node.is(DeclSyntax.self) { current = node.parent }
        if let variable = current?.as(VariableDeclSyntax.self), let binding = variable.bindings.first {
            var type = binding.typeAnnotation?.type
            while let wrapped = type?.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType
                ?? type?.as(OptionalTypeSyntax.self)?.wrappedType
            { type = wrapped }
            note(
                variable,
                InterfaceBuilder.connection(
                    name: binding.pattern.trimmedDescription,
                    type: type?.trimmedDescription, isOutlet: isOutlet))
        } else if let function = current?.as(FunctionDeclSyntax.self) {
            note(function, InterfaceBuilder.connection(name: function.name.text, type: nil, isOutlet: false))
        }
    }
}
