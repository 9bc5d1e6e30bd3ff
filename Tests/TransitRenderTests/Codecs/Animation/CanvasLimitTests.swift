import Foundation
import Testing
@testable import TransitRender
import TransitTestingReporting

/// One canvas limit for the animation encoders and `transit render`: 2²⁶ = 67,108,864 pixels
/// (8192 × 8192, the renderer's frame budget), stated in the same words wherever a canvas is
/// refused. Creating an APNG encoder allocates nothing, so its edge cases cost no memory.
@Suite struct CanvasLimitTests {
    static let limit = 8192 * 8192  // 67,108,864

    @Test func theLimitIsTheRenderersFrameBudget() {
        expectEqual(AnimationEncodingError.maximumCanvasPixelCount, Self.limit)
        expectEqual(Renderer.defaultMaximumPixelCount, Self.limit)
    }

    @Test func anAPNGCanvasUpToTheLimitIsAccepted() throws {
        let square = try APNGEncoder(width: 8192, height: 8192)
        expectEqual(square.width * square.height, Self.limit)
        // A canvas above the old 2²⁵ limit that `transit render` has always accepted.
        _ = try APNGEncoder(width: 6144, height: 6144)
        _ = try APNGEncoder(width: Self.limit, height: 1)
    }

    @Test(arguments: [(8193, 8192), (Self.limit + 1, 1), (65535, 1025)])
    func bothEncodersRefuseACanvasOverTheLimitInTheSameWords(_ size: (Int, Int)) throws {
        let problem = try unwrap(AnimationEncodingError.canvasLimitProblem(width: size.0, height: size.1))
        expect(problem.contains("2²⁶ = 67108864 pixels"))
        expect(problem.contains("\(size.0)×\(size.1)"))
        do {
            _ = try APNGEncoder(width: size.0, height: size.1)
            Issue.record("APNG accepted \(size)")
        } catch let error as AnimationEncodingError {
            expectEqual(error.kind, .invalidCanvas)
            expectEqual(error.description, "APNG: \(problem)")
        }
        guard size.0 <= 65535, size.1 <= 65535 else { return }
        do {
            _ = try GIFEncoder(width: size.0, height: size.1)
            Issue.record("GIF accepted \(size)")
        } catch let error as AnimationEncodingError {
            expectEqual(error.kind, .invalidCanvas)
            expectEqual(error.description, "GIF: \(problem)")
        }
    }

    @Test func canvasesWithinTheLimitHaveNoProblem() {
        expectNil(AnimationEncodingError.canvasLimitProblem(width: 8192, height: 8192))
        expectNil(AnimationEncodingError.canvasLimitProblem(width: 65535, height: 1024))  // 67,107,840
        expectNotNil(AnimationEncodingError.canvasLimitProblem(width: Int.max, height: 2))  // overflows
    }
}
