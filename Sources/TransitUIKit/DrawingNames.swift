// Core Graphics' and UIKit's drawing names for Transit's drawing types and functions.

#if !canImport(CoreGraphics)
/// Core Graphics' `CGContext`: Transit's `GraphicsContext`, which records what it draws.
public typealias CGContext = GraphicsContext
/// Core Graphics' `CGGradient`: Transit's `Gradient`.
public typealias CGGradient = Gradient
/// Core Graphics' `CGColorSpace`: Transit's `ColorSpace` (device RGB).
public typealias CGColorSpace = ColorSpace
/// Core Graphics' `CGBlendMode`: Transit's `BlendMode`.
public typealias CGBlendMode = BlendMode
/// Core Graphics' `CGGradientDrawingOptions`: Transit's `GradientDrawingOptions`.
public typealias CGGradientDrawingOptions = GradientDrawingOptions
/// Core Graphics' `CGPathDrawingMode`: Transit's `PathDrawingMode`.
public typealias CGPathDrawingMode = PathDrawingMode
/// Core Graphics' `CGImage`: Transit's `Image` (which is already a bitmap).
public typealias CGImage = Image

/// The device RGB colour space (`CGColorSpaceCreateDeviceRGB()`).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { ColorSpace.deviceRGB() }
#endif

#if !canImport(Darwin)
/// Core Foundation's `CFArray`, which Swift on Linux lacks: an array of any values, so the
/// `[a.cgColor, b.cgColor] as CFArray` idiom for `CGGradient(colorsSpace:colors:locations:)`
/// compiles unchanged.
public typealias CFArray = [Any]
#endif

extension Image {
    /// The image as Core Graphics draws it (`UIImage.cgImage`): the image itself.
    public var cgImage: CGImage? { self }
}

/// UIKit's `UIGraphicsImageRenderer`: Transit's `GraphicsImageRenderer`.
public typealias UIGraphicsImageRenderer = GraphicsImageRenderer
/// UIKit's `UIGraphicsImageRendererFormat`: Transit's `GraphicsImageRendererFormat`.
public typealias UIGraphicsImageRendererFormat = GraphicsImageRendererFormat
/// UIKit's `UIGraphicsImageRendererContext`: Transit's `GraphicsImageRendererContext`.
public typealias UIGraphicsImageRendererContext = GraphicsImageRendererContext

/// The current drawing context (`UIGraphicsGetCurrentContext()`).
@MainActor public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsGetCurrentContext() }
/// Makes a context current (`UIGraphicsPushContext(_:)`).
@MainActor public func UIGraphicsPushContext(_ context: CGContext) { GraphicsPushContext(context) }
/// Restores the previous context (`UIGraphicsPopContext()`).
@MainActor public func UIGraphicsPopContext() { GraphicsPopContext() }
/// Begins an image context (`UIGraphicsBeginImageContextWithOptions(_:_:_:)`).
@MainActor public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    GraphicsBeginImageContextWithOptions(size, opaque, scale)
}
/// Begins an image context at scale 1 (`UIGraphicsBeginImageContext(_:)`).
@MainActor public func UIGraphicsBeginImageContext(_ size: CGSize) { GraphicsBeginImageContext(size) }
/// The current image context's drawing as an image (`UIGraphicsGetImageFromCurrentImageContext()`).
@MainActor public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? { GraphicsGetImageFromCurrentImageContext() }
/// Ends the current image context (`UIGraphicsEndImageContext()`).
@MainActor public func UIGraphicsEndImageContext() { GraphicsEndImageContext() }
