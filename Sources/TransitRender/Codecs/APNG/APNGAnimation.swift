import Foundation

/// A decoded animated PNG: every frame composed onto the full canvas, with its delay.
///
/// No UIKit counterpart (ImageIO's `CGImageSource` reads APNG frame by frame). Reads what
/// `APNGEncoder` writes and any APNG 1.0 file (`dispose_op` NONE, BACKGROUND and PREVIOUS,
/// `blend_op` SOURCE and OVER), so animation goldens can be compared frame by frame.
public struct APNGAnimation: Sendable {
    /// The composed frames, premultiplied RGBA8, each the size of the canvas.
    public var frames: [Bitmap]
    /// How long each frame shows, in seconds (`delay_num / delay_den`; a zero denominator is
    /// read as 100, as the APNG specification says).
    public var delays: [Double]
    /// `num_plays`: 0 repeats forever.
    public var loopCount: Int
    /// The tEXt chunks, keyword → text (the last one wins when a keyword repeats).
    public var text: [String: String]

    /// Decodes `data`. Throws `PNGError` for a damaged PNG stream, and `PNGError.Kind.badAnimation`
    /// when the data is a plain PNG or its animation chunks are inconsistent. The canvas is limited
    /// to `maximumPixelCount` pixels, as `PNGDecoder` limits still images.
    public init(data: Data, maximumPixelCount: Int = PNGDecoder.defaultMaximumPixelCount) throws {
        let bytes = [UInt8](data)
        let animation: APNGDecoder.Animation
        do {
            animation = try APNGDecoder.decode(bytes, maximumPixelCount: maximumPixelCount)
        } catch let failure as APNGDecoder.Failure {
            throw PNGError(.badAnimation, failure.description)
        }
        frames = animation.frames
        delays = animation.delays
        loopCount = animation.loopCount
        let stream = try PNGStream(bytes, maximumPixelCount: maximumPixelCount)
        var text: [String: String] = [:]
        for entry in stream.textEntries { text[entry.keyword] = entry.text }
        self.text = text
    }
}
