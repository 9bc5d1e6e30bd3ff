import SwiftSyntax

/// Finds where Swift 6 needs `@MainActor` in UIKit code, whose classes and protocols are all
/// main-actor isolated, and inserts it there; reports what it cannot decide.
///
/// Swift 6 infers the main actor for a subclass of a UIKit class and for a type that conforms to
/// a UIKit protocol in its primary declaration, so those are left alone. It does not infer it:
/// - for a class that conforms to a UIKit protocol only in an extension: the conformance isolates
///   the members that witness requirements and nothing else. When the class's other members use
///   UIKit types, the class gets `@MainActor` (a root class or an `NSObject` subclass; any other
///   superclass is reported, since an isolated class cannot inherit from a nonisolated one);
/// - for an extension conforming a type declared elsewhere: the extension gets `@MainActor` when
///   it has members besides the witnesses that use UIKit types;
/// - for top-level functions, static methods and static stored properties of nonisolated types
///   that use UIKit types: each gets `@MainActor`. Top-level variables are reported (in
///   `main.swift` they are main-actor isolated already, elsewhere they need it);
/// - for a closure-typed stored property of a nonisolated type whose default value is a closure
///   using UIKit types: its function type gets `@MainActor`, unless other members of the type
///   call it, which is reported.
///
/// Also reported: other stored properties of nonisolated types whose default value uses UIKit
/// types, instance methods of nonisolated types declared in the file that use them (whether the
/// method or the type should be isolated depends on its callers), and static methods in
/// extensions of types declared elsewhere.
final class MainActorFinder {
    private(set) var edits: [TextEdit] = []
    private(set) var notes: [Porter.Note] = []
    private let tree: SourceFileSyntax
    private let bytes: [UInt8]
    private let converter: SourceLocationConverter
    var classes: [String: ClassDeclSyntax] = [:]
    private var fileProtocols: Set<String> = []
    private var valueTypes: Set<String> = []
    private var extensions: [ExtensionDeclSyntax] = []
    var isolationMemo: [String: Bool] = [:]
    /// Classes and extensions given `@MainActor` by this pass.
    private var annotated: Set<SyntaxIdentifier> = []
    var annotatedClassNames: Set<String> = []
    /// The file's protocols whose requirements use views, given `@MainActor` by this pass.
    var isolatedProtocolNames: Set<String> = []
    var protocolDecls: [ProtocolDeclSyntax] = []
    /// Where the type-level annotations made while deciding types start.
    var typeAnnotationOffsets: Set<Int> = []
    /// Structs and enums given `@MainActor` by this pass.
    var annotatedValueTypeNames: Set<String> = []
    var valueTypeDecls: [String: DeclSyntax] = [:]
    /// While set, a member that needs the main actor in a nonisolated type of this file isolates
    /// the type (when it can be) instead of being reported.
    var decidingTypes = false

    /// The protocols the project's isolated classes adopt.
    let adopters: IsolatedAdopters

    init(tree: SourceFileSyntax, source: String, adopters: IsolatedAdopters = IsolatedAdopters()) {
        self.adopters = adopters
        self.tree = tree
        bytes = Array(source.utf8)
        converter = SourceLocationConverter(fileName: "", tree: tree)
        let collector = DeclCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        for c in collector.classes where classes[c.name.text] == nil { classes[c.name.text] = c }
        fileProtocols = collector.protocols
        valueTypes = collector.valueTypes
        valueTypeDecls = collector.valueTypeDecls
        protocolDecls = collector.protocolDecls
        extensions = collector.extensions
    }

    func run() {
        isolateProtocols()
        classesConformingInExtensions()
        conformingExtensions()
        let functions = FunctionCollector(viewMode: .sourceAccurate)
        functions.walk(tree)
        // First the types whose own members need the main actor are isolated as a whole, then
        // what is left is checked member by member.
        let (keptEdits, keptNotes) = (edits, notes)
        decidingTypes = true
        for function in functions.functions { checkFunction(function) }
        for variable in functions.variables { checkVariable(variable) }
        decidingTypes = false
        (edits, notes) = (keptEdits + edits[keptEdits.count...].filter(isTypeAnnotation), keptNotes)
        for function in functions.functions { checkFunction(function) }
        for variable in functions.variables { checkVariable(variable) }
    }

    // MARK: Isolation of the file's types

    /// Whether the class is main-actor isolated: annotated, a subclass of an isolated class, or
    /// conforming to a UIKit protocol in its primary declaration.
    func isIsolated(_ name: String) -> Bool {
        if let known = isolationMemo[name] { return known }
        if UIKitIsolation.classes.contains(name) { return true }
        guard let decl = classes[name] else { return false }
        isolationMemo[name] = false
        let isolated =
            annotatedClassNames.contains(name) || hasMainActor(decl.attributes)
            || inherited(decl.inheritanceClause).contains {
                UIKitIsolation.protocols.contains($0) || isolatedProtocolNames.contains($0) || isIsolated($0)
            }
        isolationMemo[name] = isolated
        return isolated
    }

    /// Whether an extension's members are isolated without a conformance: the extended type is.
    private func extendedTypeIsIsolated(_ ext: ExtensionDeclSyntax) -> Bool {
        let name = typeName(ext)
        return hasMainActor(ext.attributes) || isIsolated(name)
    }

    enum Superclass { case none, isolatable, other(String) }

    func superclass(of decl: ClassDeclSyntax) -> Superclass {
        guard let first = inherited(decl.inheritanceClause).first else { return .none }
        if first == "NSObject" || UIKitIsolation.plainProtocols.contains(first) || fileProtocols.contains(first) {
            return .isolatable
        }
        return .other(first)
    }

    private func conformsToUIKit(_ ext: ExtensionDeclSyntax) -> Bool {
        ext.inheritanceClause?.inheritedTypes.contains { entry in
            entry.type.as(IdentifierTypeSyntax.self).map { UIKitIsolation.protocols.contains($0.name.text) } ?? false
        } ?? false
    }

    // MARK: Classes and extensions

    private func classesConformingInExtensions() {
        // Root and NSObject classes first: a subclass of one of them is isolated once it is.
        var others: [(String, ClassDeclSyntax, String)] = []
        for (name, decl) in classes.sorted(by: { $0.value.position < $1.value.position }) where needsClassIsolation(name, decl) {
            switch superclass(of: decl) {
            case .none, .isolatable:
                insertAttribute(before: decl)
                annotatedClassNames.insert(name)
                isolationMemo = [:]
            case .other(let superclass):
                others.append((name, decl, superclass))
            }
        }
        for (name, decl, superclass) in others where !isIsolated(name) {
            note(
                decl,
                "mark `\(name)` @MainActor if `\(superclass)` is a protocol or a main-actor "
                    + "isolated superclass; otherwise mark its members that use UIKit types @MainActor")
        }
    }

    /// Whether a nonisolated class conforms to a UIKit protocol in an extension and has other
    /// members that need the main actor.
    private func needsClassIsolation(_ name: String, _ decl: ClassDeclSyntax) -> Bool {
        guard !isIsolated(name) else { return false }
        let conforming = extensions.filter { typeName($0) == name && !hasMainActor($0.attributes) && conformsToUIKit($0) }
        guard !conforming.isEmpty else { return false }
        return decl.memberBlock.members.contains { needsIsolation($0.decl) }
            || conforming.contains { ext in ext.memberBlock.members.contains { !isWitness($0.decl) && needsIsolation($0.decl) } }
    }

    private func conformingExtensions() {
        for ext in extensions where conformsToUIKit(ext) && !extendedTypeIsIsolated(ext) {
            if ext.memberBlock.members.contains(where: { !isWitness($0.decl) && needsIsolation($0.decl) }) {
                insertAttribute(before: ext)
            }
        }
    }

    private func isWitness(_ decl: DeclSyntax) -> Bool {
        if let function = decl.as(FunctionDeclSyntax.self) {
            return UIKitIsolation.requirementNames.contains(function.name.text)
        }
        if let variable = decl.as(VariableDeclSyntax.self),
            let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        {
            return UIKitIsolation.requirementNames.contains(name)
        }
        return false
    }

    // MARK: Functions and properties

    /// The isolation of a declaration's context: `true` isolated, `false` not, `nil` unknown
    /// (an extension of a type declared elsewhere).
    private func contextIsIsolated(_ node: some SyntaxProtocol) -> Bool? {
        var current = node.parent
        while let n = current {
            if let c = n.as(ClassDeclSyntax.self) { return isIsolated(c.name.text) }
            if let s = n.as(StructDeclSyntax.self) {
                return hasMainActor(s.attributes) || annotatedValueTypeNames.contains(s.name.text)
            }
            if let e = n.as(EnumDeclSyntax.self) {
                return hasMainActor(e.attributes) || annotatedValueTypeNames.contains(e.name.text)
            }
            if n.is(ActorDeclSyntax.self) || n.is(ProtocolDeclSyntax.self) { return true }
            if let x = n.as(ExtensionDeclSyntax.self) {
                if extendedTypeIsIsolated(x) || annotated.contains(x.id) { return true }
                let name = typeName(x)
                if annotatedValueTypeNames.contains(name) { return true }
                return classes[name] != nil || valueTypes.contains(name) ? false : nil
            }
            if n.is(CodeBlockSyntax.self) || n.is(ClosureExprSyntax.self) || n.is(AccessorBlockSyntax.self) {
                return true  // local declarations take their context's isolation
            }
            current = n.parent
        }
        return false  // top level
    }

    private func isTopLevel(_ node: some SyntaxProtocol) -> Bool {
        node.parent?.is(CodeBlockItemSyntax.self) == true
    }

    private func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    private func optsOut(_ attributes: AttributeListSyntax, _ modifiers: DeclModifierListSyntax) -> Bool {
        hasMainActor(attributes) || modifiers.contains { $0.name.tokenKind == .keyword(.nonisolated) }
    }

    private func checkFunction(_ function: FunctionDeclSyntax) {
        guard !optsOut(function.attributes, function.modifiers), needsIsolation(DeclSyntax(function)) else { return }
        guard isTopLevel(function) || isStatic(function.modifiers) else {
            // An instance method of a nonisolated type declared here (outside a conformance,
            // which isolates its witnesses): the type's callers decide.
            let inConformance = enclosingExtension(function).map(conformsToUIKit) ?? false
            if !inConformance, contextIsIsolated(function) == false {
                isolateTypeOrNote(
                    function,
                    "mark `\(function.name.text)` or its type @MainActor: it uses UIKit types "
                        + "in a nonisolated type")
            }
            return
        }
        switch contextIsIsolated(function) {
        case false?: insertAttribute(before: function)
        case true?: break
        case nil:
            if case let ext? = enclosingExtension(function) {
                note(
                    function,
                    "mark `\(function.name.text)` @MainActor unless `\(ext.extendedType.trimmedDescription)` "
                        + "is main-actor isolated: it uses UIKit types")
            }
        }
    }

    private func checkVariable(_ variable: VariableDeclSyntax) {
        guard !optsOut(variable.attributes, variable.modifiers) else { return }
        if isTopLevel(variable) {
            if usesUIKit(variable) {
                let name = variable.bindings.first?.pattern.trimmedDescription ?? "it"
                note(variable, "mark `\(name)` @MainActor unless this file is main.swift: it holds UIKit state")
            }
            return
        }
        guard contextIsIsolated(variable) == false else { return }
        if isStatic(variable.modifiers) {
            if usesUIKit(variable) { insertAttribute(before: variable) }
            return
        }
        // A stored closure whose default value uses UIKit types.
        for binding in variable.bindings {
            if let initializer = binding.initializer, !initializer.value.is(ClosureExprSyntax.self),
                usesUIKit(initializer.value)
            {
                isolateTypeOrNote(
                    variable,
                    "make the type holding `\(binding.pattern.trimmedDescription)` @MainActor: "
                        + "its default value uses UIKit types")
                continue
            }
            guard let type = binding.typeAnnotation?.type, let initializer = binding.initializer,
                binding.accessorBlock == nil, initializer.value.is(ClosureExprSyntax.self),
                usesUIKit(initializer.value) || usesUIKit(type),
                let function = functionType(in: type)
            else { continue }
            let name = binding.pattern.trimmedDescription
            if isUsedByOtherMembers(name, of: variable) {
                isolateTypeOrNote(
                    variable,
                    "make the type holding `\(name)` @MainActor: its default value uses UIKit types "
                        + "and its members call it")
            } else {
                edits.append(
                    TextEdit(
                        start: function.positionAfterSkippingLeadingTrivia.utf8Offset,
                        end: function.positionAfterSkippingLeadingTrivia.utf8Offset,
                        replacement: "@MainActor "))
            }
        }
    }

    /// The function type of a property's type, through optionals and parentheses, unless it
    /// already names a global actor.
    private func functionType(in type: TypeSyntax) -> FunctionTypeSyntax? {
        if let function = type.as(FunctionTypeSyntax.self) { return function }
        if let optional = type.as(OptionalTypeSyntax.self) { return functionType(in: optional.wrappedType) }
        if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return functionType(in: optional.wrappedType) }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return functionType(in: only.type)
        }
        return nil  // an attributed type (`@MainActor () -> Void`, `@Sendable …`) is left as written
    }

    private func isUsedByOtherMembers(_ name: String, of variable: VariableDeclSyntax) -> Bool {
        guard let block = variable.parent?.parent?.as(MemberBlockItemListSyntax.self) else { return false }
        return block.contains { item in
            item.decl.id != DeclSyntax(variable).id
                && item.decl.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
        }
    }

    private func enclosingExtension(_ node: some SyntaxProtocol) -> ExtensionDeclSyntax? {
        var current = node.parent
        while let n = current {
            if let x = n.as(ExtensionDeclSyntax.self) { return x }
            current = n.parent
        }
        return nil
    }

    // MARK: Helpers

    /// The name an extension extends, without its outer types: `Dimmer` for `Scene.Dimmer`.
    func typeName(_ ext: ExtensionDeclSyntax) -> String {
        if let member = ext.extendedType.as(MemberTypeSyntax.self) { return member.name.text }
        return ext.extendedType.trimmedDescription
    }

    private func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    }

    func hasMainActor(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "MainActor" }
    }

    /// Whether a member needs the main actor: a function or initializer whose code names a UIKit
    /// type or uses a parameter of one (one that names UIKit types in its signature alone does
    /// not); a property whose value or accessors name one, or a
    /// static one whose type does (shared state of a non-Sendable type).
    private func needsIsolation(_ decl: DeclSyntax) -> Bool {
        if let function = decl.as(FunctionDeclSyntax.self) {
            return codeUsesUIKit(function.body, parameters: function.signature.parameterClause.parameters)
        }
        if let initializer = decl.as(InitializerDeclSyntax.self) {
            return codeUsesUIKit(initializer.body, parameters: initializer.signature.parameterClause.parameters)
        }
        if let variable = decl.as(VariableDeclSyntax.self) {
            if isStatic(variable.modifiers) { return usesUIKit(variable) }
            return variable.bindings.contains { binding in
                binding.initializer.map { usesUIKit($0.value) } == true
                    || binding.accessorBlock.map { usesUIKit($0) } == true
            }
        }
        if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) { return usesUIKit(subscriptDecl) }
        return false
    }

    private func codeUsesUIKit(_ body: CodeBlockSyntax?, parameters: FunctionParameterListSyntax) -> Bool {
        guard let body else { return false }
        if usesUIKit(body) { return true }
        let names = Set(parameters.filter { usesUIKit($0.type) }.map { ($0.secondName ?? $0.firstName).text })
        guard !names.isEmpty else { return false }
        return body.tokens(viewMode: .sourceAccurate).contains { token in
            if case .identifier(let name) = token.tokenKind { return names.contains(name) }
            return false
        }
    }

    /// Whether a declaration names a UIKit class or protocol, in its types or its code; a
    /// nested type such as `UIControl.Event` or `UIView.AnimationOptions` (values, not views)
    /// does not count.
    func usesUIKit(_ node: some SyntaxProtocol) -> Bool {
        let finder = UIKitUseFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }

    /// Inserts `@MainActor` on its own line before a declaration, at its indentation.
    func insertAttribute(before decl: some DeclSyntaxProtocol) {
        annotated.insert(decl.id)
        let start = decl.positionAfterSkippingLeadingTrivia.utf8Offset
        var lineStart = start
        while lineStart > 0, bytes[lineStart - 1] == 0x20 || bytes[lineStart - 1] == 0x09 { lineStart -= 1 }
        let onOwnLine = lineStart == 0 || bytes[lineStart - 1] == 0x0A
        let indent = String(decoding: bytes[lineStart..<start], as: UTF8.self)
        edits.append(TextEdit(start: start, end: start, replacement: onOwnLine ? "@MainActor\n" + indent : "@MainActor "))
    }

    func note(_ node: some SyntaxProtocol, _ message: String) {
        notes.append(
            Porter.Note(
                line: converter.location(for: node.positionAfterSkippingLeadingTrivia).line,
                message: message))
    }
}
