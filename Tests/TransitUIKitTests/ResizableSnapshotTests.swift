import Testing
import TransitTesting
import TransitUIKit
import TransitTestingReporting

/// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`: a capture of part of a view
/// that, resized, keeps its caps and stretches the rest (the resizable-image rule Apple
/// documents for cap insets: "the portions of the image that are not stretched").
@MainActor @Suite struct ResizableSnapshotTests {
    static func rgba(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> [UInt8] {
        let p = bitmap[x, y]
        return [p.r, p.g, p.b, p.a]
    }

    /// A 30 × 10 strip: red, green and blue thirds.
    static func strip() -> UIView {
        let strip = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
        for (k, color) in [UIColor.red, .green, .blue].enumerated() {
            let third = UIView(frame: CGRect(x: CGFloat(k) * 10, y: 0, width: 10, height: 10))
            third.backgroundColor = color
            strip.addSubview(third)
        }
        return strip
    }

    @Test func aRectangleIsCapturedAtItsSize() throws {
        let host = TestHost(size: CGSize(width: 100, height: 20), scale: 1)
        host.window.backgroundColor = .white
        let strip = Self.strip()
        host.window.addSubview(strip)
        host.runUntilIdle()
        let snapshot = try unwrap(
            strip.resizableSnapshotView(
                from: CGRect(x: 10, y: 0, width: 20, height: 10),
                afterScreenUpdates: false, withCapInsets: .zero))
        expectEqual(snapshot.frame, CGRect(x: 0, y: 0, width: 20, height: 10))
        snapshot.frame.origin = CGPoint(x: 50, y: 10)
        host.window.addSubview(snapshot)
        host.runUntilIdle()
        let frame = host.render()
        expectEqual(Self.rgba(frame, 55, 15), [0, 255, 0, 255])
        expectEqual(Self.rgba(frame, 65, 15), [0, 0, 255, 255])
        expectEqual(Self.rgba(frame, 75, 15), [255, 255, 255, 255], "nothing beyond the snapshot")
    }

    @Test func capsKeepTheirSizeAndTheMiddleStretches() throws {
        let host = TestHost(size: CGSize(width: 100, height: 20), scale: 1)
        let strip = Self.strip()
        host.window.addSubview(strip)
        host.runUntilIdle()
        let snapshot = try unwrap(
            strip.resizableSnapshotView(
                from: strip.bounds, afterScreenUpdates: false,
                withCapInsets: UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)))
        snapshot.frame = CGRect(x: 0, y: 10, width: 90, height: 10)
        host.window.addSubview(snapshot)
        host.runUntilIdle()
        let frame = host.render()
        for x in [1, 8] { expectEqual(Self.rgba(frame, x, 15), [255, 0, 0, 255]) }
        for x in [11, 45, 78] { expectEqual(Self.rgba(frame, x, 15), [0, 255, 0, 255]) }
        for x in [81, 88] { expectEqual(Self.rgba(frame, x, 15), [0, 0, 255, 255]) }
    }

    @Test func anEmptyRectangleGivesNil() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        expectNil(view.resizableSnapshotView(from: .zero, afterScreenUpdates: true, withCapInsets: .zero))
    }
}
