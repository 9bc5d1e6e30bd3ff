import ArgumentParser
import Foundation

/// The `--scale` option (pixels per point) of every command that draws: one range for all, and
/// the check that a canvas keeps at least one pixel a side.
enum ScaleOption {
    /// The scales every drawing command accepts: a quarter of a pixel per point (a thumbnail)
    /// up to four (above any device's 3).
    static let range: ClosedRange<Double> = 0.25...4

    /// Refuses a scale outside `range`, or one that leaves a canvas of `size` points without a
    /// pixel on a side.
    static func validate(_ scale: Double, size: CGSize? = nil) throws {
        guard scale.isFinite, range.contains(scale) else {
            throw ValidationError("--scale must be between \(range.lowerBound.shortText) and \(range.upperBound.shortText)")
        }
        guard let size else { return }
        let points = (width: Double(size.width), height: Double(size.height))
        let width = Int((points.width * scale).rounded()), height = Int((points.height * scale).rounded())
        if width < 1 || height < 1 {
            throw ValidationError(
                "the screen of \(points.width.shortText)x\(points.height.shortText) points at --scale \(scale.shortText) "
                    + "is \(width)×\(height) px; each side needs at least 1 pixel: raise --scale or --size")
        }
    }
}
