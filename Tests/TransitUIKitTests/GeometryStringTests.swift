import Foundation
import Testing
import TransitUIKit
import TransitTestingReporting

/// UIKit's geometry strings: `{x, y}`, `{{x, y}, {w, h}}`, `[a, b, c, d, tx, ty]`,
/// `{top, left, bottom, right}`; numbers in `%.17g`; malformed strings read as zero.
@Suite struct GeometryStringTests {
    @Test func writesUIKitsFormats() {
        expectEqual(NSStringFromCGPoint(CGPoint(x: 1, y: 2.5)), "{1, 2.5}")
        expectEqual(NSStringFromCGSize(CGSize(width: 375, height: 667)), "{375, 667}")
        expectEqual(NSStringFromCGRect(CGRect(x: 0, y: 20, width: 320, height: 460)), "{{0, 20}, {320, 460}}")
        expectEqual(NSStringFromCGVector(CGVector(dx: -3, dy: 4)), "{-3, 4}")
        expectEqual(NSStringFromCGAffineTransform(.identity), "[1, 0, 0, 1, 0, 0]")
        expectEqual(NSStringFromUIEdgeInsets(UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)), "{44, 0, 34, 0}")
        // 0.1 is not exactly representable: 17 significant digits show the double that is stored.
        expectEqual(NSStringFromCGPoint(CGPoint(x: 0.1, y: 0)), "{0.10000000000000001, 0}")
    }

    @Test func readsWhatItWritesAndApplesExamples() {
        expectEqual(CGRectFromString("{{3,2},{4,5}}"), CGRect(x: 3, y: 2, width: 4, height: 5))
        expectEqual(CGPointFromString("{ 1.5 , -2 }"), CGPoint(x: 1.5, y: -2))
        expectEqual(CGSizeFromString("{10, 20}"), CGSize(width: 10, height: 20))
        expectEqual(CGVectorFromString("{1e2, 0}"), CGVector(dx: 100, dy: 0))
        let t = CGAffineTransform(a: 0.5, b: 0.25, c: -0.25, d: 0.5, tx: 10, ty: -20)
        expectEqual(CGAffineTransformFromString(NSStringFromCGAffineTransform(t)), t)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        expectEqual(UIEdgeInsetsFromString(NSStringFromUIEdgeInsets(insets)), insets)
        let rect = CGRect(x: 0.1, y: 1.0 / 3.0, width: 2, height: 1e-3)
        expectEqual(CGRectFromString(NSStringFromCGRect(rect)), rect)
    }

    @Test func malformedStringsReadAsZero() {
        expectEqual(CGRectFromString("{{3,2},{4}}"), .zero)
        expectEqual(CGRectFromString("hello"), .zero)
        expectEqual(CGPointFromString("{1, 2"), .zero)
        expectEqual(CGSizeFromString("{1, 2, 3}"), .zero)
        expectEqual(UIEdgeInsetsFromString("{1, x, 3, 4}"), .zero)
        expectEqual(CGAffineTransformFromString("[1, 2]"), .identity)
    }
}
