import Testing
@testable import TransitPort

/// Golden pairs for what real UIKit libraries lean on beyond single statements: code for iOS only,
/// a project's own optional protocol requirements, class-bound `@objc` protocols, storyboards,
/// and a file whose only import was Core Graphics. `PortedFileTests.theDrawerOriginalPortsToTheCompiledFile`
/// type-checks a whole library built of these.
@Suite struct ProjectPorterTests {
    @Test func aFileForIOSOnlyKeepsItsCode() {
        PorterTests.expectPort(
            """
            // Card stack: iOS only.
            #if os(iOS) || os(tvOS)
            import UIKit

            final class CardStack: UIView {}
            #endif
            """,
            """
            // Card stack: iOS only.
            import TransitUIKit

            final class CardStack: UIView {}
            """)
        PorterTests.expectPort(
            """
            #if canImport(UIKit)
            import UIKit
            typealias PlatformView = UIView
            #elseif canImport(AppKit)
            import AppKit
            typealias PlatformView = NSView
            #endif
            """,
            """
            import TransitUIKit
            typealias PlatformView = UIView
            """)
    }

    @Test func otherPlatformsCodeGoesAndBuildConditionsStay() {
        PorterTests.expectPort(
            """
            func haptic() {
                #if os(macOS)
                NSHapticFeedbackManager.defaultPerformer.perform(.generic, performanceTime: .now)
                #endif
                #if !os(iOS)
                fallback()
                #else
                tick()
                #endif
                #if DEBUG
                log()
                #endif
            }
            """,
            """
            func haptic() {
                tick()
                #if DEBUG
                log()
                #endif
            }
            """)
    }

    @Test func aProjectsOwnOptionalRequirementsAreCalledDirectly() {
        let protocolFile = """
            @objc protocol SwipeCardDelegate {
                @objc optional func swipeCardDidSettle(_ index: Int)
                @objc optional func swipeCardThreshold() -> CGFloat
            }
            """
        let callerFile = """
            final class SwipeCardStack: UIView {
                weak var delegate: SwipeCardDelegate?
                func settle(_ index: Int) {
                    let threshold = delegate?.swipeCardThreshold?() ?? 120
                    delegate?.swipeCardDidSettle?(index)
                    onSettle?(threshold)
                }
                var onSettle: ((CGFloat) -> Void)?
            }
            """
        let porter = Porter(project: [protocolFile, callerFile])
        #expect(
            porter.port(callerFile).source == """
                final class SwipeCardStack: UIView {
                    weak var delegate: SwipeCardDelegate?
                    func settle(_ index: Int) {
                        let threshold = delegate?.swipeCardThreshold() ?? 120
                        delegate?.swipeCardDidSettle(index)
                        onSettle?(threshold)
                    }
                    var onSettle: ((CGFloat) -> Void)?
                }
                """)
        #expect(
            porter.port(protocolFile).source == """
                protocol SwipeCardDelegate: AnyObject {
                    func swipeCardDidSettle(_ index: Int)
                    func swipeCardThreshold() -> CGFloat?
                }

                extension SwipeCardDelegate {
                    func swipeCardDidSettle(_ index: Int) {}
                    func swipeCardThreshold() -> CGFloat? { nil }
                }
                """)
    }

    @Test func objectiveCProtocolsStayClassBound() {
        PorterTests.expectPort(
            """
            @objc protocol PagerDataSource {}
            @objc protocol PagerDelegate: NSObjectProtocol {}
            @objc public protocol ZoomSource: PagerDataSource {}
            protocol LegacyDelegate: class {}
            """,
            """
            protocol PagerDataSource: AnyObject {}
            protocol PagerDelegate: NSObjectProtocol {}
            public protocol ZoomSource: PagerDataSource, AnyObject {}
            protocol LegacyDelegate: AnyObject {}
            """)
    }

    @Test func optionalRequirementsOfPlainTypesBecomeOptionalForTheirConformersToo() {
        PorterTests.expectPort(
            """
            @objc protocol SheetSizing: AnyObject {
                @objc optional var preferredHeight: CGFloat { get }
                @objc optional var grabberInset: CGFloat { get set }
                @objc optional func cornerRadius(for height: CGFloat) -> CGFloat
            }

            final class PhotoSheet: UIViewController, SheetSizing {
                let preferredHeight: CGFloat = 420
                func cornerRadius(for height: CGFloat) -> CGFloat { height > 400 ? 16 : 10 }
            }

            extension AlbumSheet: SheetSizing {
                var preferredHeight: CGFloat { 300 }
            }
            """,
            """
            @MainActor
            protocol SheetSizing: AnyObject {
                var preferredHeight: CGFloat? { get }
                var grabberInset: CGFloat? { get set }
                func cornerRadius(for height: CGFloat) -> CGFloat?
            }

            extension SheetSizing {
                var preferredHeight: CGFloat? { nil }
                var grabberInset: CGFloat? { get { nil } set {} }
                func cornerRadius(for height: CGFloat) -> CGFloat? { nil }
            }

            final class PhotoSheet: UIViewController, SheetSizing {
                let preferredHeight: CGFloat? = 420
                func cornerRadius(for height: CGFloat) -> CGFloat? { height > 400 ? 16 : 10 }
            }

            extension AlbumSheet: SheetSizing {
                var preferredHeight: CGFloat? { 300 }
            }
            """)
    }

    /// A view controller's isolated members cannot implement a nonisolated requirement in
    /// Swift 6, so a protocol that one adopts — in another file of the project too — is isolated.
    @Test func aProtocolThatViewControllersAdoptIsIsolated() {
        let protocolFile = """
            @objc protocol PeekSizing {
                @objc optional var peekHeight: CGFloat { get }
            }
            protocol Scoring {
                func score() -> Int
            }
            """
        let adopterFile = """
            final class PeekHost: UIViewController, PeekSizing {
                var peekHeight: CGFloat { 320 }
            }
            final class Tally: Scoring {
                func score() -> Int { 1 }
            }
            """
        let porter = Porter(project: [protocolFile, adopterFile])
        #expect(
            porter.port(protocolFile).source == """
                @MainActor
                protocol PeekSizing: AnyObject {
                    var peekHeight: CGFloat? { get }
                }

                extension PeekSizing {
                    var peekHeight: CGFloat? { nil }
                }
                protocol Scoring {
                    func score() -> Int
                }
                """)
        #expect(
            porter.port(adopterFile).source == """
                final class PeekHost: UIViewController, PeekSizing {
                    var peekHeight: CGFloat? { 320 }
                }
                final class Tally: Scoring {
                    func score() -> Int { 1 }
                }
                """)
    }

    @Test func aFileWhoseOnlyImportWasCoreGraphicsKeepsOne() {
        PorterTests.expectPort("import CoreGraphics\n\nlet inset: CGFloat = 8\n", "import Foundation\n\nlet inset: CGFloat = 8\n")
        PorterTests.expectPort(
            "import CoreGraphics\nlet ink: CGColor = .black\n", "import TransitUIKit\nlet ink: CGColor = .black\n")
        PorterTests.expectPort(
            "import QuartzCore\nlet layer = CALayer()\n", "import TransitUIKit\nlet layer = CALayer()\n",
            notes: [2])
        PorterTests.expectPort("import Foundation\nimport CoreGraphics\n", "import Foundation\n")
    }

    @Test func outletsAndActionsAreReportedOneByOne() {
        let result = PorterTests.port(
            """
            final class ProfileCard: UIViewController {
                @IBOutlet weak var avatarView: UIImageView!
                @IBOutlet private var nameLabel: UILabel?
                @IBAction func follow(_ sender: UIButton) {}
            }
            """)
        #expect(
            result.source == """
                final class ProfileCard: UIViewController {
                    weak var avatarView: UIImageView!
                    private var nameLabel: UILabel?
                    func follow(_ sender: UIButton) {}
                }
                """)
        #expect(result.notes.map(\.line) == [2, 3, 4])
        #expect(result.notes[0].message.contains("`avatarView` was an @IBOutlet"))
        #expect(result.notes[0].message.contains("create a UIImageView in code"))
        #expect(result.notes[0].message.contains("if the property is weak, add the view to its superview first"))
        #expect(result.notes[1].message.contains("create a UILabel in code"))
        #expect(result.notes[2].message.contains("connect it in code"))
    }

    @Test func storyboardsAndNIBsArePointedAt() {
        let source = """
            final class GalleryCell: UICollectionViewCell {
                override func awakeFromNib() {
                    super.awakeFromNib()
                }
            }
            final class Gallery: UIViewController {
                func openDetail() {
                    let storyboard = UIStoryboard(name: "Main", bundle: nil)
                    let detail = storyboard.instantiateViewController(withIdentifier: "Detail")
                    present(detail, animated: true)
                    performSegue(withIdentifier: "showInfo", sender: self)
                    let nib: UINib? = nil
                }
            }
            """
        let result = PorterTests.port(source)
        #expect(result.source == source)
        #expect(result.notes.map(\.line) == [2, 8, 9, 11, 12])
        #expect(result.notes[0].message.contains("awakeFromNib() is never called"))
        #expect(result.notes[1].message.contains("UIStoryboard: storyboards and NIBs are not loaded"))
        #expect(result.notes[2].message.contains("instantiateViewController: storyboards are not loaded"))
        #expect(result.notes[3].message.contains("registerSegue(withIdentifier:destination:)"))
        #expect(result.notes[4].message.contains("UINib"))
    }
}
