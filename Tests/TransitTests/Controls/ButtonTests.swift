import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

/// `UIButton`'s per-state content, its fallbacks, tinting and its subview layout.
@MainActor
@Suite struct ButtonTests {
    @Test func titlesFallBackToNormal() {
        let button = Button(type: .system)
        button.setTitle("Play", for: .normal)
        button.setTitle("Pause", for: .selected)
        expectEqual(button.title(for: .highlighted), "Play")
        expectEqual(button.title(for: [.selected, .highlighted]), "Pause")
        expectEqual(button.currentTitle, "Play")
        button.isSelected = true
        expectEqual(button.currentTitle, "Pause")
        expectEqual(button.titleLabel?.text, "Pause")
        button.setTitle(nil, for: .selected)
        expectEqual(button.titleLabel?.text, "Play")
    }

    @Test func attributedTitlesWinOverPlainOnesAndMeasure() {
        let button = Button(type: .system)
        button.setTitle("Play", for: .normal)
        let styled = AttributedText(string: "Go", attributes: .init(font: .boldSystemFont(ofSize: 30), kern: 1))
        button.setAttributedTitle(styled, for: .selected)
        expectEqual(button.titleLabel?.text, "Play")
        button.isSelected = true
        expectEqual(button.currentAttributedTitle, styled)
        expectEqual(button.titleLabel?.attributedText, styled)
        expectEqual(button.titleLabel?.text, "Go")
        // The label measures the run's 30 pt font, not the button's 15 pt one.
        expectEqual(button.titleLabel?.intrinsicContentSize.height, Font.boldSystemFont(ofSize: 30).lineHeight)
        button.isSelected = false
        expectEqual(button.titleLabel?.text, "Play")
        expectEqual(button.titleLabel?.attributedText, AttributedText(string: "Play"))
    }

    @Test func systemTitleColourFollowsTintAndStates() {
        let button = Button(type: .system)
        button.setTitle("OK", for: .normal)
        expectEqual(button.currentTitleColor, .systemBlue)
        button.tintColor = .systemRed
        expectEqual(button.titleLabel?.textColor, .systemRed)
        button.isEnabled = false
        expectEqual(button.titleLabel?.textColor, .systemGray)
        button.isEnabled = true
        button.isHighlighted = true
        expectEqual(button.titleLabel?.alpha, 0.2)
        button.setTitleColor(.green, for: .highlighted)
        expectEqual(button.titleLabel?.textColor, .green)
        let custom = Button(frame: .zero)
        expectEqual(custom.buttonType, .custom)
        expectEqual(custom.currentTitleColor, .white)
        custom.isHighlighted = true
        expectEqual(custom.titleLabel?.alpha, 1)
    }

    @Test func systemImagesAreTintedTemplates() throws {
        // A 2×1 image: one opaque pixel, one half-covered pixel (premultiplied).
        let image = try unwrap(Image(pixelWidth: 2, pixelHeight: 1, pixels: [10, 20, 30, 255, 5, 5, 5, 128]))
        let button = Button(type: .system)
        button.tintColor = Color(red: 1, green: 0, blue: 0)
        button.setImage(image, for: .normal)
        // The image view holds the template and fills it with the tint when drawn.
        let icon = try unwrap(button.imageView)
        let shown = try unwrap(icon.image)
        expectEqual(shown.renderingMode, .alwaysTemplate)
        expectEqual(icon.tintColor, Color(red: 1, green: 0, blue: 0))
        // Red at the pixel's coverage: (255,0,0,255) and (128,0,0,128).
        expectEqual(shown.withTintColor(icon.tintColor).pixels, [255, 0, 0, 255, 128, 0, 0, 128])
        let custom = Button(frame: .zero)
        custom.setImage(image, for: .normal)
        expectIdentical(custom.imageView?.image, image)
    }

    @Test func selectedImageShowsWhenSelected() throws {
        let normal = try unwrap(Image(color: .gray, size: CGSize(width: 4, height: 4)))
        let selected = try unwrap(Image(color: .black, size: CGSize(width: 6, height: 6)))
        let button = Button(frame: .zero)
        button.setImage(normal, for: .normal)
        button.setImage(selected, for: .selected)
        expectIdentical(button.currentImage, normal)
        button.isSelected = true
        expectIdentical(button.currentImage, selected)
        expectEqual(button.intrinsicContentSize, CGSize(width: 6, height: 6))
    }

    @Test func imageAndTitleAreCentredSideBySide() throws {
        let image = try unwrap(Image(color: .black, size: CGSize(width: 20, height: 20)))
        let button = Button(type: .system, frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        button.setImage(image, for: .normal)
        button.setTitle("Go", for: .normal)
        button.layoutIfNeeded()
        let label = try unwrap(button.titleLabel)
        let icon = try unwrap(button.imageView)
        let titleSize = label.intrinsicContentSize
        expectGreaterThan(titleSize.width, 0)
        expectGreaterThan(titleSize.height, 0)
        let total = 20 + titleSize.width
        // 1e-9: the button adds the widths in another order than this line does.
        expectClose(icon.frame.minX, (200 - total) / 2, within: 1e-9)
        expectEqual(icon.frame.size, CGSize(width: 20, height: 20))
        expectEqual(icon.frame.minY, 20)
        expectEqual(label.frame.minX, icon.frame.maxX)
        expectClose(label.frame.midY, 30, within: 1e-9)
        expectEqual(button.sizeThatFits(.zero), CGSize(width: total, height: max(20, titleSize.height)))
        expectEqual(button.subviews.count, 2)
    }

    @Test func emptyPartsAreHidden() {
        let button = Button(type: .system)
        expectEqual(button.titleLabel?.isHidden, true)
        expectEqual(button.imageView?.isHidden, true)
        button.setTitle("A", for: .normal)
        expectEqual(button.titleLabel?.isHidden, false)
    }

    @Test func primaryActionGivesTitleAndAction() {
        let s = TouchScene()
        var fired = 0
        let button = Button(primaryAction: Action(title: "Next") { _ in fired += 1 })
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        s.window.addSubview(button)
        expectEqual(button.buttonType, .system)
        expectEqual(button.currentTitle, "Next")
        s.down(CGPoint(x: 50, y: 20), at: 0)
        s.up(CGPoint(x: 50, y: 20), at: 0.1)
        expectEqual(fired, 1)
    }

    @Test func titleTouchesReachTheButton() {
        let s = TouchScene()
        let button = Button(type: .system, frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        button.setTitle("Tap me", for: .normal)
        s.window.addSubview(button)
        button.layoutIfNeeded()
        var fired = 0
        button.addAction(Action { _ in fired += 1 }, for: .touchUpInside)
        let onTitle = button.titleLabel!.convert(CGPoint(x: 2, y: 2), to: nil)
        s.down(onTitle, at: 0)
        s.up(onTitle, at: 0.1)
        expectEqual(fired, 1)
    }
}
