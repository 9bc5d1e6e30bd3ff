import Foundation
import Testing
@testable import TransitGraphics
@testable import TransitRender
import TransitTestingReporting

/// The misuses Core Graphics logs and ignores (a NaN, a line with no current point, an invalid
/// dash array, a restore with nothing saved): noted once, reported by the context's owner, and
/// the drawing goes on with the documented safe outcome.
@Suite("Graphics context problems")
@MainActor
struct GraphicsContextProblemTests {
    func pixel(_ image: Image, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.pixelWidth + x) * 4
        return Array(image.pixels[i..<i + 4])
    }

    @Test("A NaN or infinite value is noted and its call ignored; the rest of the drawing is kept")
    func invalidNumbers() throws {
        let c = GraphicsContext(size: CGSize(width: 10, height: 10))
        c.translateBy(x: .nan, y: 0)
        c.scaleBy(x: .infinity, y: 1)
        expectEqual(c.ctm, .identity, "both CTM calls were ignored")
        c.move(to: CGPoint(x: CGFloat.nan, y: 1))
        expect(c.isPathEmpty)
        c.fill(CGRect(x: 0, y: 0, width: CGFloat.nan, height: 4))
        c.setAlpha(.nan)
        c.fill(CGRect(x: 2, y: 2, width: 4, height: 4))
        let image = try unwrap(c.makeDrawing().rasterized(scale: 1))
        expectEqual(pixel(image, 3, 3), [0, 0, 0, 255], "the valid fill drew at full alpha: setAlpha(.nan) was ignored")
        expectEqual(pixel(image, 0, 0), [0, 0, 0, 0], "the NaN rectangle drew nothing")
        expectEqual(Set(c.problems.map(\.code)), ["invalidNumber"])
        expect(c.problems.map(\.message).contains { $0.hasPrefix("translateBy(x:y:) was passed") })
        expectEqual(c.problems.count, 5, "one per distinct call: \(c.problems)")
    }

    @Test("A segment with no current point is noted and starts its subpath where it was told")
    func noCurrentPoint() throws {
        let c = GraphicsContext(size: CGSize(width: 10, height: 10))
        c.addLine(to: CGPoint(x: 2, y: 2))
        c.addLine(to: CGPoint(x: 8, y: 2))
        expectEqual(c.problems, [.init(code: "noCurrentPoint", message: "addLine(to:): no current point")])
        expectEqual(c.currentPointOfPath, CGPoint(x: 8, y: 2))
        c.beginPath()
        c.addCurve(to: CGPoint(x: 1, y: 1), control1: .zero, control2: .zero)
        c.addLine(to: CGPoint(x: 5, y: 5))
        expectEqual(
            c.problems.map(\.message), ["addLine(to:): no current point", "addCurve(to:control1:control2:): no current point"])
    }

    @Test("Negative or all-zero dash lengths are noted and ignored: the previous pattern stays")
    func invalidDashes() throws {
        let c = GraphicsContext(size: CGSize(width: 10, height: 10))
        c.setLineDash(phase: 0, lengths: [2, 2])
        c.setLineDash(phase: 0, lengths: [2, -1])
        c.setLineDash(phase: 0, lengths: [0, 0])
        expectEqual(c.state.style.dashLengths, [2, 2])
        expectEqual(
            c.problems.map(\.message),
            [
                "setLineDash(phase:lengths:): negative lengths are not allowed; the call is ignored",
                "setLineDash(phase:lengths:): at least one length must be non-zero; the call is ignored"
            ])
        c.setLineDash(phase: 0, lengths: [])
        expect(c.state.style.dashLengths.isEmpty, "an empty array still means a solid line")
    }

    @Test("An unbalanced restore is noted once, however often it repeats")
    func unbalancedRestore() {
        let c = GraphicsContext(size: CGSize(width: 10, height: 10))
        c.saveGState()
        c.restoreGState()
        expect(c.problems.isEmpty)
        for _ in 0..<3 { c.restoreGState() }
        expectEqual(c.problems.map(\.code), ["unbalancedRestore"])
    }

    @Test("An image renderer reports its context's problems in one line each, naming the image")
    func imageRendererReports() {
        var lines: [String] = []
        let saved = GraphicsContext.problemOutput
        GraphicsContext.problemOutput = { lines.append($0) }
        defer { GraphicsContext.problemOutput = saved }
        let renderer = GraphicsImageRenderer(size: CGSize(width: 4, height: 4))
        _ = renderer.image { context in
            context.cgContext.addLine(to: CGPoint(x: 1, y: 1))
            context.cgContext.addLine(to: CGPoint(x: 2, y: 1))
            context.cgContext.strokePath()
        }
        expectEqual(
            lines, ["transit: [warning] drawing.noCurrentPoint: an image renderer's image: addLine(to:): no current point\n"])
        lines.removeAll()
        GraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, 1)
        GraphicsGetCurrentContext()?.restoreGState()
        GraphicsEndImageContext()
        expect(lines.count == 1 && lines[0].contains("drawing.unbalancedRestore: an image context's image"))
    }
}
