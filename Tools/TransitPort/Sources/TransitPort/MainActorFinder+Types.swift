import SwiftSyntax

extension MainActorFinder {
    /// Isolates the file's protocols that the project's isolated classes adopt, and those whose
    /// requirements use UIKit types or the file's isolated classes (a delegate protocol of a view
    /// controller): their conformers are view controllers and views, whose isolated members
    /// could not implement nonisolated requirements in Swift 6.
    func isolateProtocols() {
        for decl in protocolDecls where !hasMainActor(decl.attributes) {
            let usesViews =
                adopters.protocols.contains(decl.name.text)
                || decl.memberBlock.members.contains { member in
                    usesUIKit(member.decl)
                        || member.decl.tokens(viewMode: .sourceAccurate).contains { token in
                            if case .identifier(let name) = token.tokenKind { return classes[name] != nil && isIsolated(name) }
                            return false
                        }
                }
            guard usesViews else { continue }
            insertAttribute(before: decl)
            isolatedProtocolNames.insert(decl.name.text)
            isolationMemo = [:]
        }
    }

    func isTypeAnnotation(_ edit: TextEdit) -> Bool { typeAnnotationOffsets.contains(edit.start) }

    /// Reports `message`, or — while deciding types — isolates the type of this file that holds
    /// `member` when it can be (a struct, an enum, or a class that is a root class or an
    /// `NSObject` subclass), which makes the report unnecessary.
    func isolateTypeOrNote(_ member: some SyntaxProtocol, _ message: String) {
        guard decidingTypes else { return note(member, message) }
        guard let holder = fileTypeHolding(member) else { return }
        if let c = holder.as(ClassDeclSyntax.self) {
            if case .other = superclass(of: c) { return }  // reported member by member
            if !isIsolated(c.name.text) { isolateType(c, named: c.name.text, isClass: true) }
        } else if let s = holder.as(StructDeclSyntax.self), !annotatedValueTypeNames.contains(s.name.text) {
            isolateType(s, named: s.name.text, isClass: false)
        } else if let e = holder.as(EnumDeclSyntax.self), !annotatedValueTypeNames.contains(e.name.text) {
            isolateType(e, named: e.name.text, isClass: false)
        }
    }

    func isolateType(_ decl: some DeclSyntaxProtocol, named name: String, isClass: Bool) {
        typeAnnotationOffsets.insert(decl.positionAfterSkippingLeadingTrivia.utf8Offset)
        insertAttribute(before: decl)
        if isClass { annotatedClassNames.insert(name); isolationMemo = [:] } else { annotatedValueTypeNames.insert(name) }
    }

    /// The class, struct or enum declared in this file whose member `node` is (directly or in an
    /// extension of it in this file).
    func fileTypeHolding(_ node: some SyntaxProtocol) -> DeclSyntax? {
        var current = node.parent
        while let n = current {
            if n.is(ClassDeclSyntax.self) || n.is(StructDeclSyntax.self) || n.is(EnumDeclSyntax.self) {
                return n.as(DeclSyntax.self)
            }
            if let x = n.as(ExtensionDeclSyntax.self) {
                let name = typeName(x)
                return classes[name].map(DeclSyntax.init) ?? valueTypeDecls[name]
            }
            if n.is(CodeBlockSyntax.self) || n.is(ClosureExprSyntax.self) || n.is(ProtocolDeclSyntax.self) { return nil }
            current = n.parent
        }
        return nil
    }

}
