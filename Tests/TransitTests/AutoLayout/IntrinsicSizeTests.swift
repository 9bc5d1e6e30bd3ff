import Foundation
import Testing
@testable import Transit
import TransitTestingReporting

/// Intrinsic content sizes, content hugging and compression resistance, baselines and
/// `systemLayoutSizeFitting`: outcomes UIKit documents, with the labels' own measurements as the
/// intrinsic sizes.
@MainActor
@Suite struct IntrinsicSizeTests {
    /// Within 1e-9 pt: the solver's pivots round sums of the label's widths.
    static func close(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9
            && abs(a.height - b.height) < 1e-9
    }

    func label(_ text: String, size: CGFloat = 17) -> Label {
        let l = Label()
        l.text = text
        l.font = .systemFont(ofSize: size)
        l.translatesAutoresizingMaskIntoConstraints = false
        return l
    }

    func makeRow(width: CGFloat, _ a: Label, _ b: Label) -> Window {
        let w = makeWindow()
        let row = View(frame: CGRect(x: 0, y: 0, width: width, height: 50))
        w.addSubview(row)
        row.addSubview(a)
        row.addSubview(b)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: row.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
            b.trailingAnchor.constraint(equalTo: row.trailingAnchor),
            a.topAnchor.constraint(equalTo: row.topAnchor),
            b.topAnchor.constraint(equalTo: row.topAnchor)
        ])
        return w
    }

    @Test func labelTakesItsIntrinsicSize() {
        let w = makeWindow()
        let l = label("Hello, constraints")
        w.addSubview(l)
        LayoutConstraint.activate([
            l.leadingAnchor.constraint(equalTo: w.leadingAnchor, constant: 4),
            l.topAnchor.constraint(equalTo: w.topAnchor, constant: 9)
        ])
        w.layoutIfNeeded()
        let size = l.intrinsicContentSize
        expectGreaterThan(size.width, 0)
        expectGreaterThan(size.height, 0)
        expect(Self.close(l.frame, CGRect(origin: CGPoint(x: 4, y: 9), size: size)))
        // New text: the engine reads the intrinsic size again.
        l.text = "Hi"
        w.layoutIfNeeded()
        expect(Self.close(l.frame, CGRect(origin: CGPoint(x: 4, y: 9), size: l.intrinsicContentSize)))
    }

    @Test func imageViewAndButtonIntrinsicSizes() {
        let w = makeWindow()
        let image = ImageView(image: Image(color: .systemRed, size: CGSize(width: 30, height: 20))!)
        image.translatesAutoresizingMaskIntoConstraints = false
        let button = Button(type: .system)
        button.setTitle("Tap", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        w.addSubview(image)
        w.addSubview(button)
        LayoutConstraint.activate([
            image.leadingAnchor.constraint(equalTo: w.leadingAnchor),
            image.topAnchor.constraint(equalTo: w.topAnchor),
            button.leadingAnchor.constraint(equalTo: w.leadingAnchor),
            button.topAnchor.constraint(equalTo: image.bottomAnchor)
        ])
        w.layoutIfNeeded()
        expectEqual(image.frame, CGRect(x: 0, y: 0, width: 30, height: 20))
        expectEqual(button.frame, CGRect(origin: CGPoint(x: 0, y: 20), size: button.intrinsicContentSize))
    }

    @Test func higherHuggingKeepsItsSizeAndTheOtherStretches() {
        let a = label("One"), b = label("Two")
        a.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        let w = makeRow(width: 400, a, b)
        w.layoutIfNeeded()
        let wa = a.intrinsicContentSize.width
        expectClose(a.frame.width, wa, within: 1e-9)
        expectClose(b.frame.width, (400 - 10 - wa), within: 1e-9)
        expectClose(b.frame.minX, (wa + 10), within: 1e-9)
        // Swapping the priorities swaps the outcome.
        a.setContentHuggingPriority(.defaultLow, for: .horizontal)
        b.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        w.layoutIfNeeded()
        expectClose(b.frame.width, b.intrinsicContentSize.width, within: 1e-9)
        expectClose(a.frame.width, (400 - 10 - b.intrinsicContentSize.width), within: 1e-9)
    }

    @Test func lowerCompressionResistanceShrinksFirst() {
        let a = label("A rather long first label"), b = label("And a second long one")
        b.setContentCompressionResistancePriority(LayoutPriority(749), for: .horizontal)
        let width: CGFloat = 200
        expectLessThan(a.intrinsicContentSize.width, width - 10)
        expectGreaterThan(a.intrinsicContentSize.width + b.intrinsicContentSize.width + 10, width)
        let w = makeRow(width: width, a, b)
        w.layoutIfNeeded()
        expectClose(a.frame.width, a.intrinsicContentSize.width, within: 1e-9)
        expectClose(b.frame.width, (width - 10 - a.intrinsicContentSize.width), within: 1e-9)
    }

    @Test func firstBaselinesAlignAcrossFonts() {
        let w = makeWindow()
        let big = label("Big", size: 34), small = label("small", size: 13)
        w.addSubview(big)
        w.addSubview(small)
        LayoutConstraint.activate([
            big.topAnchor.constraint(equalTo: w.topAnchor, constant: 100),
            big.leadingAnchor.constraint(equalTo: w.leadingAnchor),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor)
        ])
        w.layoutIfNeeded()
        // A label at its intrinsic height has its baseline one ascender below its top.
        let baseline = 100 + Font.systemFont(ofSize: 34).ascender
        expectClose(small.frame.minY + Font.systemFont(ofSize: 13).ascender, baseline, within: 1e-9)
    }

    @Test func systemLayoutSizeFittingWrapsTheContent() {
        let card = View()
        let title = label("Title")
        card.addSubview(title)
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            title.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12)
        ])
        let s = title.intrinsicContentSize
        let compressed = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        expectEqual(compressed, CGSize(width: s.width + 32, height: s.height + 24))
        // A required width of 300: the label stretches (hugging 250 < required), the height stays.
        let fixed = card.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        expectEqual(fixed, CGSize(width: 300, height: s.height + 24))
        expectEqual(card.bounds.size, .zero)  // measuring does not resize
    }
}
