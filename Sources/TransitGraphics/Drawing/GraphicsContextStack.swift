import Foundation

/// The stack of current drawing contexts (UIKit keeps one per thread; Transit's drawing is on the
/// main actor). `View.draw(_:)`, `GraphicsImageRenderer` and `GraphicsBeginImageContextWithOptions`
/// push their context; ``GraphicsGetCurrentContext()`` reads the top.
@MainActor
enum GraphicsContextStack {
    static var contexts: [GraphicsContext] = []
}

/// The context drawing code should draw into (`UIGraphicsGetCurrentContext()`): the one pushed by
/// the enclosing `draw(_:)`, image renderer or image context; nil outside them.
@MainActor
public func GraphicsGetCurrentContext() -> GraphicsContext? {
    GraphicsContextStack.contexts.last
}

/// Makes `context` the current context (`UIGraphicsPushContext(_:)`).
@MainActor
public func GraphicsPushContext(_ context: GraphicsContext) {
    GraphicsContextStack.contexts.append(context)
}

/// Restores the context that was current before the last push (`UIGraphicsPopContext()`).
@MainActor
public func GraphicsPopContext() {
    _ = GraphicsContextStack.contexts.popLast()
}

extension GraphicsContext {
    /// Runs `body` with this context current, then restores the previous one.
    @MainActor
    public func withCurrent<T>(_ body: () throws -> T) rethrows -> T {
        GraphicsPushContext(self)
        defer { GraphicsPopContext() }
        return try body()
    }
}
