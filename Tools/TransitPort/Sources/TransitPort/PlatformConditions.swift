import SwiftSyntax

/// Evaluates `#if` conditions as the compiler does when it builds for iOS, so that code written
/// for iOS only (`#if os(iOS)`, `#if canImport(UIKit)`) is kept when it is ported instead of
/// compiling to nothing on other platforms.
enum PlatformConditions {
    /// The clause of an `#if` that is active on iOS, when every condition before it and its own
    /// are decided and at least one of them names a platform; `nil` when the `#if` is not about
    /// platforms (`#if DEBUG`) or depends on something only the build knows. A decided `#if`
    /// with no active clause gives `.none` inside: the whole block is inactive on iOS.
    static func activeClause(of decl: IfConfigDeclSyntax) -> IfConfigClauseSyntax?? {
        var mentionsPlatform = false
        for clause in decl.clauses {
            guard let condition = clause.condition else {
                return mentionsPlatform ? .some(clause) : nil  // `#else`
            }
            mentionsPlatform = mentionsPlatform || namesPlatform(condition)
            guard let value = evaluate(condition) else { return nil }
            if value { return mentionsPlatform ? .some(clause) : nil }
        }
        return mentionsPlatform ? .some(nil) : nil
    }

    /// Whether a condition tests the platform (`os`, `canImport` of a UI framework,
    /// `targetEnvironment`).
    private static func namesPlatform(_ expr: ExprSyntax) -> Bool {
        expr.tokens(viewMode: .sourceAccurate).contains { token in
            ["os", "canImport", "targetEnvironment"].contains(token.text)
        }
    }

    /// The value of a condition on iOS, or `nil` when it is not known without the build.
    private static func evaluate(_ expr: ExprSyntax) -> Bool? {
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return evaluate(only.expression)
        }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return evaluate(prefix.expression).map { !$0 }
        }
        if let infix = expr.as(InfixOperatorExprSyntax.self) {
            let op = infix.operator.trimmedDescription
            let lhs = evaluate(infix.leftOperand), rhs = evaluate(infix.rightOperand)
            switch op {
            case "||":
                if lhs == true || rhs == true { return true }
                if lhs == false, rhs == false { return false }
                return nil
            case "&&":
                if lhs == false || rhs == false { return false }
                if lhs == true, rhs == true { return true }
                return nil
            default:
                return nil
            }
        }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            return evaluateSequence(Array(sequence.elements))
        }
        guard let call = expr.as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let argument = call.arguments.first?.expression.trimmedDescription
        else { return nil }
        switch name {
        case "os": return argument == "iOS"
        case "canImport":
            if ["UIKit", "QuartzCore", "CoreGraphics", "Foundation", "Darwin"].contains(argument) { return true }
            if ["AppKit", "Cocoa", "WatchKit"].contains(argument) { return false }
            return nil
        case "targetEnvironment": return argument == "macCatalyst" ? false : nil
        default: return nil
        }
    }

    /// An unfolded `a || b && c`: `&&` binds tighter than `||`.
    private static func evaluateSequence(_ elements: [ExprSyntax]) -> Bool? {
        // Split on `||` into conjunctions of operands.
        var disjuncts: [[ExprSyntax]] = [[]]
        for element in elements {
            if let op = element.as(BinaryOperatorExprSyntax.self) {
                switch op.operator.text {
                case "||": disjuncts.append([])
                case "&&": continue
                default: return nil
                }
            } else {
                disjuncts[disjuncts.count - 1].append(element)
            }
        }
        var result: Bool? = false
        for conjunction in disjuncts {
            var all: Bool? = true
            for operand in conjunction {
                let value = evaluate(operand)
                if value == false { all = false; break }
                if value == nil { all = nil }
            }
            if all == true { return true }
            if all == nil { result = nil }
        }
        return result
    }
}
