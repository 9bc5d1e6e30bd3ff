import Foundation
import Testing
@testable import Transit
import TransitGraphics
import TransitTesting
import TransitTestingReporting

/// The bounding box the layout pass maps each view's frame through: the smallest rectangle
/// holding the four mapped corners, and `.null` when a corner lies behind the eye.
@Suite struct HomographyBoundingBoxTests {
    @Test func theBoxHoldsTheFourMappedCornersExactly() throws {
        var random = SplitMix64(seed: 31)
        func value(_ range: ClosedRange<CGFloat>) -> CGFloat { CGFloat.random(in: range, using: &random) }
        var behind = 0
        for index in 0..<500 {
            let perspective = index.isMultiple(of: 3)
            let h = Homography(
                m11: value(-2...2), m12: value(-2...2), m13: perspective ? value(-0.004...0.004) : 0,
                m21: value(-2...2), m22: value(-2...2), m23: perspective ? value(-0.004...0.004) : 0,
                m31: value(-400...400), m32: value(-400...400), m33: 1)
            let rect = CGRect(x: value(-300...300), y: value(-300...300), width: value(0...400), height: value(0...400))
            let corners = [
                CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)
            ].map { h.apply(to: $0) }
            let box = h.boundingBox(of: rect)
            guard corners.allSatisfy({ $0 != nil }) else {
                behind += 1
                expect(box.isNull)
                continue
            }
            let mapped = corners.compactMap { $0 }
            let xs = mapped.map(\.x), ys = mapped.map(\.y)
            expect(box.origin.x == xs.min()! && box.size.width == xs.max()! - xs.min()!, "\(index)")
            expect(box.origin.y == ys.min()! && box.size.height == ys.max()! - ys.min()!, "\(index)")
        }
        expectGreaterThan(behind, 0)
        expectLessThan(behind, 250)
        expect(Homography.identity.boundingBox(of: .null).isNull)
    }
}
