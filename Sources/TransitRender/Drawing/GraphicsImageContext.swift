import Foundation

/// The image contexts begun by `GraphicsBeginImageContextWithOptions` and not yet ended.
@MainActor
enum ImageContextStack {
    static var contexts: [GraphicsContext] = []
}

/// Begins drawing an image of `size` points (`UIGraphicsBeginImageContextWithOptions(_:_:_:)`):
/// a new context becomes current until `GraphicsEndImageContext()`. A scale of 0 means the main
/// screen's, which is 1 outside a window in Transit.
@MainActor
public func GraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let context = GraphicsContext(size: size, scale: scale > 0 && scale.isFinite ? scale : 1, isOpaque: opaque)
    ImageContextStack.contexts.append(context)
    GraphicsPushContext(context)
}

/// Begins an image context at scale 1, not opaque (`UIGraphicsBeginImageContext(_:)`).
@MainActor
public func GraphicsBeginImageContext(_ size: CGSize) {
    GraphicsBeginImageContextWithOptions(size, false, 1)
}

/// What the current image context holds, as an image (`UIGraphicsGetImageFromCurrentImageContext()`);
/// nil when the current context is not an image context.
@MainActor
public func GraphicsGetImageFromCurrentImageContext() -> Image? {
    guard let context = GraphicsGetCurrentContext(), ImageContextStack.contexts.last === context else { return nil }
    return context.makeDrawing().rasterized(scale: context.scale)
}

/// Ends the current image context (`UIGraphicsEndImageContext()`) and makes the previous context
/// current; without an image context it does nothing.
@MainActor
public func GraphicsEndImageContext() {
    guard let context = ImageContextStack.contexts.popLast() else { return }
    if GraphicsGetCurrentContext() === context { GraphicsPopContext() }
    context.reportProblems(drawing: "an image context's image")
}

extension GraphicsContext {
    /// Where image contexts' problems go, one line each with its newline: standard error, where
    /// Core Graphics logs them (tests capture them here).
    @MainActor static var problemOutput: (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }

    /// Reports the context's problems, one line each in the form Transit's console diagnostics
    /// take (`transit: [warning] drawing.<code>: …`), naming what was being drawn.
    @MainActor
    func reportProblems(drawing what: String) {
        for problem in problems {
            GraphicsContext.problemOutput("transit: [warning] drawing.\(problem.code): \(what): \(problem.message)\n")
        }
    }
}
