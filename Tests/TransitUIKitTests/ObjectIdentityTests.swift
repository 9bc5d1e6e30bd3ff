import Foundation
import Testing
import TransitUIKit
import TransitTestingReporting

/// NSObject's identity semantics on Transit's UIKit classes, and the initializers UIKit's subclass
/// templates call: `init(frame:)` + `required init?(coder:)`, `init(nibName:bundle:)`.
@MainActor @Suite struct ObjectIdentityTests {
    // The templates Xcode writes for UIKit subclasses, with only the import changed.
    final class CardView: UIView {
        var cornerStyle = 0
        override init(frame: CGRect) {
            super.init(frame: frame)
            layer.cornerRadius = 12
        }
        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }
    }

    final class DetailViewController: UIViewController {
        let item: Int
        init(item: Int) {
            self.item = item
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) {
            item = 0
            super.init(coder: coder)
        }
    }

    final class Matching: UIView {
        // A subclass that redefines equality, as NSObject subclasses may. As with NSObject,
        // isEqual(_:) and hash are nonisolated, so they read immutable state.
        let key: Int
        init(key: Int) {
            self.key = key
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { return nil }
        override func isEqual(_ object: Any?) -> Bool { (object as? Matching)?.key == key }
        override var hash: Int { key }
    }

    @Test func equalityIsIdentity() {
        let a = UIView(), b = UIView()
        expectEqual(a, a)
        expectNotEqual(a, b)
        expect(a.isEqual(a))
        expect(!a.isEqual(b))
        expect(!a.isEqual(nil))
        expect(!a.isEqual(42))
        let controllers = [UIViewController(), UIViewController(), UIViewController()]
        expectEqual(controllers.firstIndex(of: controllers[2]), 2)
        expect(controllers.contains(controllers[1]))
        let layer = CALayer()
        expectEqual(layer, layer)
        expectNotEqual(layer, CALayer())
        let pan = UIPanGestureRecognizer(), tap = UITapGestureRecognizer()
        let recognizers: [UIGestureRecognizer] = [pan, tap]
        expectEqual(recognizers.firstIndex(of: tap), 1)
    }

    @Test func everyUIKitClassHasIt() {
        let vc = UIViewController()
        let a = UIPresentationController(presentedViewController: vc, presenting: nil)
        let b = UIPresentationController(presentedViewController: vc, presenting: nil)
        expectEqual(a, a)
        expectNotEqual(a, b)
        expectEqual(Set([a, b, a]).count, 2)
        let interaction = UIPercentDrivenInteractiveTransition()
        expectEqual(interaction, interaction)
        expectNotEqual(interaction, UIPercentDrivenInteractiveTransition())
        let items = [UINavigationItem(title: "A"), UINavigationItem(title: "A")]
        expectEqual(items.firstIndex(of: items[1]), 1, "equal titles, different items")
        let bar = UITabBarItem(title: "Home", image: nil, tag: 0)
        expectEqual(bar, bar)
        expectNotEqual(bar, UITabBarItem(title: "Home", image: nil, tag: 0))
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        expect([animator].contains(animator))
        expect(a.description.hasPrefix("<PresentationController: 0x"))
    }

    @Test func hashAgreesWithEquality() {
        let a = UIView(), b = UIView()
        var set: Set<UIView> = [a, b, a]
        expectEqual(set.count, 2)
        set.remove(a)
        expectEqual(set, [b])
        expectEqual(a.hash, a.hash)
        expectEqual(a.hashValue, a.hashValue)
        var byController: [UIViewController: String] = [:]
        let vc = UIViewController()
        byController[vc] = "root"
        expect(byController[vc] == "root" && byController[UIViewController()] == nil)
    }

    @Test func overriddenEqualityIsWhatEqualsCalls() {
        let a = Matching(key: 7), b = Matching(key: 7), c = Matching(key: 8)
        expectEqual(a, b, "== calls isEqual(_:), as NSObject's does")
        expectEqual(Set([a, b]).count, 1)
        expectNotEqual(a, c)
        expectEqual([c, b].firstIndex(of: a), 1)
    }

    @Test func descriptionNamesTheClassAndTheFrame() {
        let view = CardView(frame: CGRect(x: 0, y: 20, width: 375, height: 647))
        expect(view.description.hasPrefix("<CardView: 0x"))
        expect(view.description.hasSuffix("; frame = (0 20; 375 647)>"))
        expectEqual("\(view)", view.description)
        let address = String(UInt(bitPattern: Unmanaged.passUnretained(view).toOpaque()), radix: 16)
        expect(view.description.hasPrefix("<CardView: 0x\(address);"), "the object's address, as NSObject prints it")
        expect(UIViewController().description.hasPrefix("<ViewController: 0x"))
        expect(CALayer().description.hasPrefix("<Layer: 0x"))
    }

    @Test func subclassTemplatesInitialize() throws {
        let card = CardView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        expectEqual(card.layer.cornerRadius, 12)
        expectIdentical(card.layer.delegate, card)
        let detail = DetailViewController(item: 3)
        expectEqual(detail.item, 3)
        expectNil(detail.nibName)
        expectNil(detail.nibBundle)
        expect(detail.view.subviews.isEmpty)
    }

    @Test func aCoderMakesPlainObjects() throws {
        // Transit has no archives: init(coder:) decodes nothing and gives the plain object.
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.finishEncoding()
        let coder = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        let view = try unwrap(UIView(coder: coder))
        expectEqual(view.frame, .zero)
        expectIdentical(view.layer.delegate, view)
        let detail = try unwrap(DetailViewController(coder: coder))
        expectEqual(detail.item, 0)
        expectEqual(detail.view.frame.size, UIViewController().view.frame.size)
        let navigation = try unwrap(UINavigationController(coder: coder))
        expect(navigation.viewControllers.isEmpty)
    }

    @Test func aNibNameIsKeptAndReportedWhenTheViewLoads() {
        let log = DiagnosticLog()
        let vc = UIViewController(nibName: "Detail", bundle: .main)
        vc.diagnosticSinkOverride = log
        expectEqual(vc.nibName, "Detail")
        expectIdentical(vc.nibBundle, Bundle.main)
        _ = vc.view
        expect(vc.isViewLoaded)
        expectEqual(log.diagnostics(withCode: "viewController.nibNotLoaded").count, 1)
    }
}
