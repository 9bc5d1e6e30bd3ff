import Foundation
@testable import TransitCatalog
import TransitTesting

/// Two screens sharing a tagged view, counting their appearance callbacks.
///
/// The list's thumbnail sits in a scroll view (frame (0, 20, 100, 140), content offset (0, 30)),
/// inside a group scaled by 0.5 about its centre (frame (10, 50, 80, 40) before the scale), at
/// (4, 6, 20, 16) in the group, with corner radius 4. By hand: the group's scaled frame is
/// (30, 60, 40, 20) in the content, so the thumbnail covers (32, 63, 10, 8) of the content,
/// (32, 33, 10, 8) of the scroll view's frame after the offset, and (32, 53, 10, 8) of the
/// window. The detail's header rests at (0, 0, 100, 60) of its screen, alpha 0.8, no radius.
@MainActor
enum SharedElementStage {
    static let thumbnailInWindow = CGRect(x: 32, y: 53, width: 10, height: 8)
    static let headerInScreen = CGRect(x: 0, y: 0, width: 100, height: 60)

    @MainActor class CountingScreen: ViewController {
        var log: [String] = []
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.append("willAppear") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.append("didAppear") }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.append("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.append("didDisappear") }

        /// UIKit's balance rule: every "did" follows the "will" of the same kind, a "will" may be
        /// superseded by the opposite one (a cancelled transition), and none is left pending.
        var isBalanced: Bool {
            var pending: String?
            for call in log {
                if call.hasPrefix("will") {
                    pending = String(call.dropFirst(4))
                } else {
                    guard pending == String(call.dropFirst(3)) else { return false }
                    pending = nil
                }
            }
            return pending == nil
        }
    }

    @MainActor final class List: CountingScreen {
        let scroll = ScrollView(frame: CGRect(x: 0, y: 20, width: 100, height: 140))
        let group = View(frame: CGRect(x: 10, y: 50, width: 80, height: 40))
        let thumbnail = View(frame: CGRect(x: 4, y: 6, width: 20, height: 16))
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBlue
            scroll.contentInsetAdjustmentBehavior = .never
            scroll.contentSize = CGSize(width: 100, height: 400)
            scroll.contentOffset = CGPoint(x: 0, y: 30)
            group.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
            thumbnail.backgroundColor = .systemRed
            thumbnail.layer.cornerRadius = 4
            thumbnail.sharedElementID = "photo"
            group.addSubview(thumbnail)
            scroll.addSubview(group)
            view.addSubview(scroll)
        }
    }

    @MainActor final class Detail: CountingScreen {
        let header = View(frame: SharedElementStage.headerInScreen)
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemOrange
            header.backgroundColor = .systemRed
            header.alpha = 0.8
            header.sharedElementID = "photo"
            view.addSubview(header)
            let caption = View(frame: CGRect(x: 8, y: 70, width: 60, height: 8))
            caption.backgroundColor = .white
            view.addSubview(caption)
        }
    }

    /// SwiftUI's `snappy` spring (response 0.5 s, damping ratio 1 − 0.15) written out: the
    /// underdamped step response x(t) = 1 − e^(−ζω₀t)(cos ω_d t + (ζω₀/ω_d) sin ω_d t),
    /// ω₀ = 2π/0.5, ω_d = ω₀√(1 − ζ²).
    static func snappy(at t: Double) -> Double {
        let zeta = 0.85, w0 = 2 * Double.pi / 0.5, wd = w0 * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t))
    }

    /// `a + (b − a)·f` for every edge of the rectangles.
    static func mix(_ a: CGRect, _ b: CGRect, _ f: CGFloat) -> CGRect {
        CGRect(
            x: a.minX + (b.minX - a.minX) * f, y: a.minY + (b.minY - a.minY) * f,
            width: a.width + (b.width - a.width) * f, height: a.height + (b.height - a.height) * f)
    }

    static func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
        abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance
            && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
    }

    /// The running catalogue animator of `window`, if any.
    static func animator(_ host: TestHost) -> CatalogAnimator? {
        host.window.runningTransitions.first?.animator as? CatalogAnimator
    }
}
