import Testing
import TransitTesting
import TransitUIKit
import TransitTestingReporting

/// Core Animation's compositing rules, as documented, on a page turning about the spine of a book
/// under perspective: siblings are drawn back to front in `zPosition` order, then array order —
/// never sorted by depth (only a `CATransformLayer` would do that) — and a layer whose
/// `isDoubleSided` is false is not drawn while its back faces the viewer.
@MainActor @Suite struct PageTurnCompositingTests {
    static let red: [UInt8] = [255, 0, 0, 255], blue: [UInt8] = [0, 0, 255, 255]

    /// A 200 × 100 book: the left page red, the right page green, and a blue page turned by
    /// `angle` about the spine (the y axis through x = 100; 0 lies on the right page, π on the
    /// left), drawn after the two pages.
    static func book(angle: CGFloat, doubleSided: Bool, zPosition: CGFloat = 0) -> Bitmap {
        let host = TestHost(size: CGSize(width: 200, height: 100), scale: 1)
        let book = UIView(frame: host.window.bounds)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        book.layer.sublayerTransform = perspective
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        left.backgroundColor = .red
        let right = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        right.backgroundColor = .green
        let page = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        page.backgroundColor = .blue
        page.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
        page.layer.position = CGPoint(x: 100, y: 50)
        page.layer.isDoubleSided = doubleSided
        page.layer.zPosition = zPosition
        page.layer.transform = CATransform3DMakeRotation(angle, 0, 1, 0)
        for view in [left, right, page] { book.addSubview(view) }
        host.window.addSubview(book)
        host.runUntilIdle()
        return host.render()
    }

    static func rgba(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> [UInt8] {
        let p = bitmap[x, y]
        return [p.r, p.g, p.b, p.a]
    }

    @Test func theFrontFaceShowsInTheFirstHalfOfTheTurn() {
        // At π/4 the page's far edge projects to x = 100 + 70.7/(1 + 70.7/500) ≈ 162.
        let frame = Self.book(angle: .pi / 4, doubleSided: false)
        expectEqual(Self.rgba(frame, 130, 50), Self.blue)
        expectEqual(Self.rgba(frame, 180, 50), [0, 255, 0, 255])
        expectEqual(Self.rgba(frame, 60, 50), Self.red)
    }

    @Test func aSingleSidedPageVanishesOnceItsBackFacesTheViewer() {
        // At 3π/4 the page covers x ≈ 38…100 of the left page, back side towards the viewer.
        let frame = Self.book(angle: 3 * .pi / 4, doubleSided: false)
        expectEqual(Self.rgba(frame, 80, 50), Self.red)
    }

    @Test func aDoubleSidedPageDrawsOverTheLeftPageThoughItIsBehindIt() {
        // Behind the book's plane (z < 0), yet drawn later: no depth sorting among siblings.
        let frame = Self.book(angle: 3 * .pi / 4, doubleSided: true)
        expectEqual(Self.rgba(frame, 80, 50), Self.blue)
    }

    @Test func anAnimatedTurnFrameByFrame() {
        // The page turns linearly to 0.9π in one second; each frame follows the rules above.
        let host = TestHost(size: CGSize(width: 200, height: 100), scale: 1)
        let book = UIView(frame: host.window.bounds)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        book.layer.sublayerTransform = perspective
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        left.backgroundColor = .red
        let page = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        page.backgroundColor = .blue
        page.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
        page.layer.position = CGPoint(x: 100, y: 50)
        page.layer.isDoubleSided = false
        book.addSubview(left)
        book.addSubview(page)
        host.window.addSubview(book)
        host.runUntilIdle()
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                page.layer.transform = CATransform3DMakeRotation(0.9 * .pi, 0, 1, 0)
            })
        var frames: [(time: Double, right: [UInt8], left: [UInt8])] = []
        for _ in 0..<62 {
            host.step()
            let frame = host.render()
            frames.append((host.now, Self.rgba(frame, 110, 50), Self.rgba(frame, 80, 50)))
        }
        for f in frames {
            // The animation starts with the first frame (1/60 s); the angle is 0.9π·progress.
            let angle = 0.9 * .pi * min(1, max(0, f.time - 1.0 / 60))
            // How far from the spine the page's free edge lands on screen, under perspective.
            let reach = 100 * cos(angle) / (1 + 100 * sin(angle) / 500)
            if reach > 12 {
                expectEqual(f.right, Self.blue, "front face at \(angle)")
                expectEqual(f.left, Self.red)
            } else if angle > .pi / 2 + 0.05 {
                expectEqual(f.left, Self.red, "back face hidden at \(angle)")
                expectNotEqual(f.right, Self.blue)
            }
        }
    }

    @Test func zPositionDecidesTheOrder() {
        let frame = Self.book(angle: 3 * .pi / 4, doubleSided: true, zPosition: -1)
        expectEqual(Self.rgba(frame, 80, 50), Self.red)
        // Over the right page too, a lower zPosition puts the turning page underneath.
        let early = Self.book(angle: .pi / 4, doubleSided: true, zPosition: -1)
        expectEqual(Self.rgba(early, 130, 50), [0, 255, 0, 255])
    }
}
