import Testing
@testable import TransitPort

/// Golden input/output pairs for `transit-port`, written here: each input is UIKit source as it
/// is written for iOS, each output what TransitUIKit compiles.
@Suite struct PorterTests {
    static func port(_ source: String) -> Porter.Result { Porter().port(source) }

    /// Checks a pair, and that porting the output again changes nothing.
    static func expectPort(
        _ input: String, _ expected: String, notes: [Int] = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let result = port(input)
        #expect(result.source == expected, sourceLocation: sourceLocation)
        #expect(result.notes.map(\.line) == notes, sourceLocation: sourceLocation)
        #expect(port(result.source).source == result.source, "idempotent", sourceLocation: sourceLocation)
    }

    @Test func imports() {
        Self.expectPort(
            """
            import Foundation
            import UIKit
            import QuartzCore

            let x = 1
            """,
            """
            import Foundation
            import TransitUIKit

            let x = 1
            """)
        // Already ported: a second UIKit import is simply dropped.
        Self.expectPort("import TransitUIKit\nimport UIKit\n", "import TransitUIKit\n")
    }

    @Test func objectiveCAttributesAndDynamicGo() {
        Self.expectPort(
            """
            @objcMembers
            final class Menu: UIViewController {
                @IBOutlet weak var label: UILabel!
                @objc dynamic var progress: CGFloat = 0
                @objc(handleTap:)
                func handleTap(_ tap: UITapGestureRecognizer) {}
                @IBAction func close(_ sender: UIButton) {}
            }
            """,
            """
            final class Menu: UIViewController {
                weak var label: UILabel!
                var progress: CGFloat = 0
                func handleTap(_ tap: UITapGestureRecognizer) {}
                func close(_ sender: UIButton) {}
            }
            """, notes: [3, 7])  // the outlet and the action, which nothing connects (ProjectPorterTests)
    }

    @Test func optionalRequirementsGetDefaults() {
        Self.expectPort(
            """
            @objc public protocol CardDelegate: AnyObject {
                @objc optional func cardDidOpen(_ card: UIView)
                @objc optional func cardTitle() -> String?
                @objc optional var cardColor: UIColor? { get }
                @objc optional func cardWidth() -> CGFloat
                func cards() -> [UIView]
            }
            """,
            """
            @MainActor
            public protocol CardDelegate: AnyObject {
                func cardDidOpen(_ card: UIView)
                func cardTitle() -> String?
                var cardColor: UIColor? { get }
                func cardWidth() -> CGFloat?
                func cards() -> [UIView]
            }

            extension CardDelegate {
                public func cardDidOpen(_ card: UIView) {}
                public func cardTitle() -> String? { nil }
                public var cardColor: UIColor? { nil }
                public func cardWidth() -> CGFloat? { nil }
            }
            """)
    }

    @Test func selectorActionsBecomeMethods() {
        Self.expectPort(
            """
            final class Pager: UIViewController {
                func setUp() {
                    let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
                    button.addTarget(self, action: #selector(self.next), for: .touchUpInside)
                    other.addTarget(helper, action: #selector(Helper.go(_:)), for: .touchUpInside)
                }
            }
            extension Pager.Inner {
                func wire() { tap.addTarget(self, action: #selector(tapped)) }
            }
            """,
            """
            final class Pager: UIViewController {
                func setUp() {
                    let pan = UIPanGestureRecognizer(target: self, action: Pager.handlePan)
                    button.addTarget(self, action: Pager.next, for: .touchUpInside)
                    other.addTarget(helper, action: Helper.go, for: .touchUpInside)
                }
            }
            extension Pager.Inner {
                func wire() { tap.addTarget(self, action: Pager.Inner.tapped) }
            }
            """)
    }

    @Test func otherSelectorsAreReported() {
        let source = """
            final class Clock {
                func start() {
                    NotificationCenter.default.addObserver(self, selector: #selector(tick), name: .init("t"), object: nil)
                    perform(#selector(tick))
                }
            }
            """
        let result = Self.port(source)
        #expect(result.source == source)
        #expect(result.notes.map(\.line) == [3, 4])
        #expect(result.notes[0].message.contains("closure form"))
        #expect(result.notes[1].message.contains("call the method from a closure"))
    }

    @Test func optionalProtocolMethodsAreCalledDirectly() {
        Self.expectPort(
            """
            animator.animationEnded?(true)
            delegate?.navigationController?(nav, willShow: vc, animated: true)
            completion?(true)
            self.onFinish?()
            """,
            """
            animator.animationEnded(true)
            delegate?.navigationController(nav, willShow: vc, animated: true)
            completion?(true)
            self.onFinish?()
            """)
    }

    @Test func dryRunDiff() {
        let diff = LineDiff.unified("import UIKit\nlet a = 1\n", "import TransitUIKit\nlet a = 1\n", path: "A.swift")
        #expect(
            diff == """
                --- A.swift
                +++ A.swift (ported)
                @@ -1 +1 @@
                -import UIKit
                +import TransitUIKit

                """)
        #expect(LineDiff.unified("same", "same", path: "A.swift").isEmpty)
    }
}
