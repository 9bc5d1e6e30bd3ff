import Foundation
import Transit
import TransitRender

/// Recording what a test does to an animated image in one call.
extension TestHost {
    /// The animated-image formats `record(to:format:untilIdle:_:)` writes.
    public enum RecordingFormat: Sendable {
        /// A GIF (256 colours a frame, delays in hundredths of a second).
        case gif
        /// An animated PNG (full colour, exact frame delays).
        case apng

        /// The format named by a file's extension (`.gif`, `.png` or `.apng`), if any.
        public init?(pathExtension: String) {
            switch pathExtension.lowercased() {
            case "gif": self = .gif
            case "png", "apng": self = .apng
            default: return nil
            }
        }
    }

    /// Runs `actions` and writes every frame they step — the frame before them first — to an
    /// animated image at `url`; with `untilIdle` (the default) it then steps on until the host is
    /// idle (at most 30 s), so the transition the actions start is recorded to its end. Each frame
    /// shows for one frame duration. The format comes from `format`, else from the file's
    /// extension (`.gif`, `.png`/`.apng`). Returns the number of frames written.
    ///
    /// Throws `AnimationEncodingError` when the encoder refuses the canvas (too large), and the
    /// file system's error when the file cannot be written; an unknown extension with no format
    /// throws `RecordingError`.
    @discardableResult
    public func record(
        to url: URL, format: RecordingFormat? = nil, untilIdle: Bool = true,
        _ actions: @MainActor (TestHost) -> Void
    ) throws -> Int {
        guard let format = format ?? RecordingFormat(pathExtension: url.pathExtension) else {
            throw RecordingError(
                description: "record(to:): cannot tell the format of \(url.lastPathComponent); "
                    + "name it .gif, .png or .apng, or pass format:")
        }
        var frames = [render()]
        let previous = onFrame
        onFrame = { host in
            previous?(host)
            frames.append(host.render())
        }
        defer { onFrame = previous }
        actions(self)
        if untilIdle { runUntilIdle() }
        let data = try encode(frames, as: format)
        try data.write(to: url)
        return frames.count
    }

    private func encode(_ frames: [Bitmap], as format: RecordingFormat) throws -> Data {
        let width = frames[0].width, height = frames[0].height
        var encoder: any AnimationEncoder =
            switch format {
            case .gif: try GIFEncoder(width: width, height: height)
            case .apng: try APNGEncoder(width: width, height: height)
            }
        for frame in frames { try encoder.addFrame(frame, delay: frameDuration) }
        return try encoder.finish()
    }
}

/// Why `TestHost.record(to:format:untilIdle:_:)` could not record.
public struct RecordingError: Error, CustomStringConvertible, Sendable {
    /// A one-line explanation.
    public let description: String
}
