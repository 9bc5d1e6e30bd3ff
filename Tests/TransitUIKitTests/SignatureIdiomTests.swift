import Foundation
import Testing
import TransitTesting
import TransitUIKit
import TransitTestingReporting

// UIKit signatures real code uses, written as for iOS with only the import changed; each test's
// oracle is UIKit's documented behaviour.

final class GradientBackdropView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
}

final class NibStyledCell: UICollectionViewCell {
    var awoke = false
    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
    }
}

final class SegueSource: UIViewController {
    var prepared: [(identifier: String?, destination: UIViewController, sender: String?)] = []
    var asked = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        registerSegue(withIdentifier: "showDetail", destination: { UIViewController() })
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        asked += 1
        return false
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append((segue.identifier, segue.destination, sender as? String))
        segue.destination.title = "Detail"
    }
}

@MainActor @Suite struct SignatureIdiomTests {
    /// `UIView.layerClass` is `AnyClass`; the view's layer is an instance of it.
    @Test func layerClassIsAnyClass() {
        let view = GradientBackdropView()
        expect(view.layer is CAGradientLayer)
        expectEqual(ObjectIdentifier(UIView.layerClass), ObjectIdentifier(CALayer.self))
    }

    /// `UILabel.attributedText` takes an `NSAttributedString`; the label's font, text colour and
    /// alignment then reflect the attributes at location 0, as the documentation states.
    @Test func labelsTakeAttributedStringsWithUIKitKeys() {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 6
        style.alignment = .center
        let title = UIFont.boldSystemFont(ofSize: 24)
        let text = NSMutableAttributedString(
            string: "Trip ",
            attributes: [
                .font: title, .foregroundColor: UIColor.white, .kern: 1.5, .paragraphStyle: style
            ])
        text.append(NSAttributedString(string: "details", attributes: [.foregroundColor: UIColor.red]))
        let label = UILabel()
        label.numberOfLines = 0
        label.attributedText = text
        expectEqual(label.text, "Trip details")
        expectEqual(label.font, title)
        expectEqual(label.textColor, .white)
        expectEqual(label.textAlignment, .center)
        let back = label.attributedText
        expectEqual(back?.string, "Trip details")
        expectEqual(back?.attributes(at: 0, effectiveRange: nil)[.kern] as? CGFloat, 1.5)
        expectEqual(back?.attributes(at: 6, effectiveRange: nil)[.foregroundColor] as? UIColor, .red)
        expectEqual((back?.attributes(at: 0, effectiveRange: nil)[.paragraphStyle] as? NSParagraphStyle)?.lineSpacing, 6)
        // Kerning adds its points after each character of the run: the text is wider with it.
        let plain = UILabel()
        plain.font = title
        plain.text = "Trip "
        let kerned = UILabel()
        kerned.attributedText = NSAttributedString(string: "Trip ", attributes: [.font: title, .kern: 1.5])
        expectGreaterThan(kerned.intrinsicContentSize.width, plain.intrinsicContentSize.width)
        label.attributedText = nil
        expectNil(label.text)
    }

    /// `getRed`, `getHue`, `getWhite` and `cgColor.components`, with UIKit's documented
    /// component spaces: RGB, HSB (hue in 0…1 from red), grey level.
    @Test func colorComponents() {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        expect(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8).getRed(&r, green: &g, blue: &b, alpha: &a))
        expectEqual(r, 0.2)
        expectEqual(g, 0.4)
        expectEqual(b, 0.6)
        expectEqual(a, 0.8)
        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0
        // Azure, (0, 0.5, 1), is at 210° with full saturation and brightness.
        UIColor(red: 0, green: 0.5, blue: 1, alpha: 1).getHue(&h, saturation: &s, brightness: &v, alpha: &a)
        expectClose(h, 210.0 / 360.0, within: 1e-12)
        expectEqual(s, 1)
        expectEqual(v, 1)
        expectEqual(a, 1)
        // Magenta-red at 330° (hue measured from red through green and blue).
        UIColor(red: 1, green: 0, blue: 0.5, alpha: 1).getHue(&h, saturation: &s, brightness: &v, alpha: nil)
        expectClose(h, 330.0 / 360.0, within: 1e-12)
        expectEqual(s, 1)
        expectEqual(v, 1)
        UIColor.gray.getHue(&h, saturation: &s, brightness: &v, alpha: nil)
        expectEqual(h, 0)
        expectEqual(s, 0)
        expectEqual(v, 0.5)
        // HSB → RGB → HSB round trip, and the hue wraps.
        let teal = UIColor(hue: 0.45, saturation: 0.6, brightness: 0.7, alpha: 1)
        teal.getHue(&h, saturation: &s, brightness: &v, alpha: nil)
        expectClose(h, 0.45, within: 1e-12)
        expectClose(s, 0.6, within: 1e-12)
        expectClose(v, 0.7, within: 1e-12)
        expectEqual(
            UIColor(hue: 1.25, saturation: 1, brightness: 1, alpha: 1),
            UIColor(hue: 0.25, saturation: 1, brightness: 1, alpha: 1))
        var w: CGFloat = 0
        expect(UIColor(white: 0.3, alpha: 0.5).getWhite(&w, alpha: &a))
        expectEqual(w, 0.3)
        expectEqual(a, 0.5)
        expectEqual(UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4).cgColor.components, [0.1, 0.2, 0.3, 0.4])
        expectEqual(UIColor.red.cgColor.numberOfComponents, 4)
        expectEqual(UIColor.red.cgColor.alpha, 1)
    }

    /// The feedback generators exist and do nothing, saying so once per window.
    @Test func feedbackGeneratorsAreInertAndSaySoOnce() {
        let host = TestHost(size: CGSize(width: 390, height: 844))
        host.diagnostics.forward = nil
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.5)
        UISelectionFeedbackGenerator().selectionChanged()
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        expectEqual(UIImpactFeedbackGenerator().style, .medium, "UIKit's default style")
        let notes = host.diagnostics.diagnostics(withCode: "feedback.noHaptics")
        expectEqual(notes.count, 1)
        expect(notes.first?.severity == .note)
        expectEqual(notes.first?.message.contains("no haptic hardware"), true)
    }

    /// `performSegue(withIdentifier:sender:)` runs a segue registered in code: a new destination,
    /// `prepare(for:sender:)`, then the segue (a modal presentation by default). As documented,
    /// `shouldPerformSegue` is not asked for a segue performed from code.
    @Test func performSegueRunsASegueRegisteredInCode() {
        let host = TestHost(size: CGSize(width: 390, height: 844))
        let source = SegueSource()
        host.window.rootViewController = source
        host.step()
        source.performSegue(withIdentifier: "showDetail", sender: "row 3")
        expect(host.runUntilIdle())
        expectEqual(source.asked, 0)
        expectEqual(source.prepared.count, 1)
        expect(source.prepared.first?.identifier == "showDetail")
        expectEqual(source.prepared.first?.sender, "row 3")
        expectIdentical(source.presentedViewController, source.prepared.first?.destination)
        expectEqual(source.presentedViewController?.title, "Detail")
    }

    /// An identifier with no segue, where UIKit raises, is reported and nothing runs.
    @Test func anUnknownSegueIsReported() {
        let host = TestHost(size: CGSize(width: 390, height: 844))
        host.diagnostics.forward = nil
        let source = SegueSource()
        host.window.rootViewController = source
        host.step()
        source.performSegue(withIdentifier: "showMap", sender: nil)
        expectEqual(host.diagnostics.diagnostics(withCode: "segue.unknownIdentifier").count, 1)
        expect(source.prepared.isEmpty)
        expectNil(source.presentedViewController)
    }

    /// `awakeFromNib()` overrides compile and call `super`; nothing calls them, since no NIB is
    /// loaded.
    @Test func awakeFromNibIsNeverCalled() {
        let cell = NibStyledCell(frame: .zero)
        expect(!cell.awoke)
        cell.awakeFromNib()
        expect(cell.awoke)
    }
}

/// `CALayer.maskedCorners`: only the corners listed are rounded by `cornerRadius`, in the
/// background, the border and the clip; the others stay square.
@MainActor @Suite struct MaskedCornersTests {
    static func pixel(_ host: TestHost, _ x: Int, _ y: Int) -> [UInt8] {
        let frame = host.render()
        let p = frame[x, y]
        return [p.r, p.g, p.b, p.a]
    }

    @Test func onlyTheMaskedCornersAreRounded() {
        let host = TestHost(size: CGSize(width: 100, height: 100), scale: 1)
        host.window.backgroundColor = .black
        let sheet = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        sheet.backgroundColor = .red
        sheet.layer.cornerRadius = 30
        sheet.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]  // a sheet's top corners
        host.window.addSubview(sheet)
        host.step()
        let red: [UInt8] = [255, 0, 0, 255], black: [UInt8] = [0, 0, 0, 255]
        expectEqual(Self.pixel(host, 1, 1), black, "top corners rounded")
        expectEqual(Self.pixel(host, 98, 1), black, "top corners rounded")
        expectEqual(Self.pixel(host, 1, 98), red, "bottom corners square")
        expectEqual(Self.pixel(host, 98, 98), red, "bottom corners square")
        expectEqual(Self.pixel(host, 50, 50), red)
        expectEqual(
            CALayer().maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        sheet.layer.maskedCorners = []
        host.step()
        expectEqual(Self.pixel(host, 1, 1), red, "no corner rounded")
    }
}
