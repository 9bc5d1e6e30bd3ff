import Foundation

/// An animated-image writer that takes frames one at a time, so a long transition can be
/// rendered and encoded without holding every frame in memory.
///
/// UIKit's nearest counterpart is `UIImage.animatedImage(with:duration:)`, which keeps all frames;
/// `APNGEncoder` and `GIFEncoder` conform. Frames are premultiplied RGBA8 bitmaps of the size given
/// at creation; each is shown for its `delay` in seconds. Call `finish()` once, after the last frame.
public protocol AnimationEncoder {
    /// Canvas width in pixels; every frame must have it.
    var width: Int { get }
    /// Canvas height in pixels; every frame must have it.
    var height: Int { get }
    /// Appends a frame shown for `delay` seconds (finite, ≥ 0). Throws `AnimationEncodingError`
    /// for a frame of the wrong size, a bad delay, or a call after `finish()`.
    mutating func addFrame(_ frame: Bitmap, delay: Double) throws
    /// Appends a frame shown for `delay` seconds that differs from the previous frame only inside
    /// `damage` (as `FrameCompositor` reports it), so an encoder can skip comparing the pixels
    /// outside. The file is the same as `addFrame(_:delay:)` makes; pixels outside `damage` that
    /// did change may be left as they were.
    mutating func addFrame(_ frame: Bitmap, delay: Double, damage: [PixelRect]) throws
    /// Completes the file and returns its bytes. Throws `AnimationEncodingError` when no frame was
    /// added or when called twice.
    mutating func finish() throws -> Data
}

extension AnimationEncoder {
    /// Appends the frame as `addFrame(_:delay:)` does, comparing every pixel (encoders whose
    /// frame differencing cannot be limited to the damage).
    public mutating func addFrame(_ frame: Bitmap, delay: Double, damage: [PixelRect]) throws {
        try addFrame(frame, delay: delay)
    }
}

/// Why an `AnimationEncoder` refused a call. No UIKit counterpart.
public struct AnimationEncodingError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The category, for code.
    public struct Kind: Equatable, Hashable, Sendable {
        let name: String
        /// The canvas size is zero, negative or too large for the format.
        public static let invalidCanvas = Kind(name: "invalidCanvas")
        /// A frame's size differs from the canvas.
        public static let frameSizeMismatch = Kind(name: "frameSizeMismatch")
        /// A delay is negative, NaN or infinite.
        public static let invalidDelay = Kind(name: "invalidDelay")
        /// `finish()` was called with no frames.
        public static let noFrames = Kind(name: "noFrames")
        /// A call came after `finish()`.
        public static let alreadyFinished = Kind(name: "alreadyFinished")
    }

    /// The category.
    public let kind: Kind
    /// A one-line explanation.
    public let description: String

    init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }
}

/// Turns delays in seconds into whole ticks (1/100 s for GIF) carrying the rounding error forward,
/// so the total duration stays exact: at 30 fps the GIF delays go 3, 4, 3, 3, 4, 3, …
struct TickAccumulator {
    let ticksPerSecond: Double
    private var elapsedSeconds = 0.0
    private var elapsedTicks = 0

    init(ticksPerSecond: Double) { self.ticksPerSecond = ticksPerSecond }

    mutating func ticks(for seconds: Double) -> Int {
        elapsedSeconds += seconds
        let target = Int((elapsedSeconds * ticksPerSecond).rounded())
        let t = max(0, target - elapsedTicks)
        elapsedTicks += t
        return t
    }
}

extension AnimationEncodingError {
    /// The most pixels an animation's canvas may have: 2²⁶ (67,108,864; 8192 × 8192), the
    /// renderer's frame budget (`Renderer.defaultMaximumPixelCount`). `GIFEncoder` and
    /// `APNGEncoder` refuse larger canvases and `transit render` refuses to render them, all with
    /// `canvasLimitProblem(width:height:)`'s words. No UIKit counterpart.
    public static let maximumCanvasPixelCount = Renderer.defaultMaximumPixelCount

    /// Why a `width` × `height` canvas is over `maximumCanvasPixelCount`, in one sentence, or
    /// `nil` when it is within it.
    public static func canvasLimitProblem(width: Int, height: Int) -> String? {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard overflow || pixels > maximumCanvasPixelCount else { return nil }
        return "a \(width)×\(height) canvas is over the limit of 2²⁶ = \(maximumCanvasPixelCount) pixels (8192×8192)"
    }

    /// Throws `invalidCanvas` for a `format` canvas with a side below 1 or over `maximumSide`, or
    /// over `maximumCanvasPixelCount` pixels.
    static func checkCanvas(_ format: String, width: Int, height: Int, maximumSide: Int) throws {
        guard (1...maximumSide).contains(width), (1...maximumSide).contains(height) else {
            throw AnimationEncodingError(
                .invalidCanvas, "\(format) canvas \(width)×\(height) has a side outside 1...\(maximumSide)")
        }
        if let problem = canvasLimitProblem(width: width, height: height) {
            throw AnimationEncodingError(.invalidCanvas, "\(format): \(problem)")
        }
    }

    static func check(_ frame: Bitmap, width: Int, height: Int, delay: Double, finished: Bool) throws {
        guard !finished else { throw AnimationEncodingError(.alreadyFinished, "addFrame after finish()") }
        guard frame.width == width, frame.height == height else {
            throw AnimationEncodingError(
                .frameSizeMismatch,
                "frame is \(frame.width)×\(frame.height); the animation is \(width)×\(height)")
        }
        guard delay.isFinite, delay >= 0 else {
            throw AnimationEncodingError(.invalidDelay, "frame delay \(delay) s is not a finite number ≥ 0")
        }
    }
}
