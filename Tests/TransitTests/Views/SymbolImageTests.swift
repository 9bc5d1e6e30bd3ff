import Foundation
import Testing
@testable import Transit
@testable import TransitGraphics
import TransitTesting
import TransitTestingReporting

/// `UIImage(systemName:)` and `UIImage.SymbolConfiguration`, checked geometrically: the drawn
/// coverage against the shapes' own mathematics (boxes, mirror symmetry, stroke widths that follow
/// the weight, fills against outlines), and UIKit's documented behaviour (nil for an unknown name,
/// Apple's ~20 % smaller / ~30 % larger scale variants, templates tinted by image views).
@MainActor @Suite struct SymbolImageTests {
    /// The coverage (alpha) of pixel (x, y).
    static func alpha(_ image: Image, _ x: Int, _ y: Int) -> Int { Int(image.pixels[(y * image.pixelWidth + x) * 4 + 3]) }

    /// The pixel bounding box of everything with coverage above half.
    static func box(_ image: Image) -> (minX: Int, minY: Int, maxX: Int, maxY: Int) {
        var box = (minX: Int.max, minY: Int.max, maxX: Int.min, maxY: Int.min)
        for y in 0..<image.pixelHeight {
            for x in 0..<image.pixelWidth where alpha(image, x, y) >= 128 {
                box = (min(box.minX, x), min(box.minY, y), max(box.maxX, x), max(box.maxY, y))
            }
        }
        return box
    }

    static func totalCoverage(_ image: Image) -> Double {
        var sum = 0
        for y in 0..<image.pixelHeight { for x in 0..<image.pixelWidth { sum += alpha(image, x, y) } }
        return Double(sum) / 255
    }

    @Test func unknownNamesGiveNilAsInUIKit() {
        expectNil(Image(systemName: "no.such.symbol"))
        expectNil(Image(systemName: ""))
        expectNil(Image(systemName: "Chevron.Left"))
        expectNil(Image(systemName: "chevron.left", withConfiguration: nil, scale: 0))
        expectNil(Image(systemName: "chevron.left", withConfiguration: nil, scale: .nan))
    }

    @Test func everyListedSymbolDrawsInsideItsBox() throws {
        expectGreaterThanOrEqual(Image.systemSymbolNames.count, 40)
        for name in Image.systemSymbolNames {
            // The heaviest weight stays inside the box: the border rows and columns stay clear.
            let image = try unwrap(Image(systemName: name, withConfiguration: .init(weight: .black)), "\(name)")
            expect(image.isSymbolImage)
            expectEqual(image.renderingMode, .alwaysTemplate)
            expectGreaterThan(Self.totalCoverage(image), 20, "\(name) draws something")
            let n = image.pixelWidth
            for i in 0..<n {
                expectEqual(
                    Self.alpha(image, i, 0) + Self.alpha(image, i, n - 1) + Self.alpha(image, 0, i)
                        + Self.alpha(image, n - 1, i), 0, "\(name) touches its border")
            }
        }
    }

    /// The box is 1.2 × the point size; Apple's scale variants are about 20 % smaller and 30 %
    /// larger (`NSImage.SymbolScale.small` / `.large`), drawn here at exactly 0.8× and 1.3×.
    @Test func sizeFollowsPointSizeTextStyleAndScale() throws {
        let plain = try unwrap(Image(systemName: "star"))
        expectEqual(plain.scale, 3)  // 17 × 1.2 × 3 = 61.2
        expectEqual(plain.pixelWidth, 61)
        expectEqual(plain.pixelHeight, 61)
        expectEqual(plain.symbolConfiguration, .unspecified)
        let big = try unwrap(Image(systemName: "star", withConfiguration: .init(pointSize: 34)))
        expectEqual(big.pixelWidth, 122)
        let title = try unwrap(Image(systemName: "star", withConfiguration: .init(textStyle: .largeTitle)))
        expectEqual(title.pixelWidth, 122)  // largeTitle is 34 pt
        let small = try unwrap(
            Image(systemName: "star", withConfiguration: .init(pointSize: 20, weight: .regular, scale: .small)))
        let large = try unwrap(
            Image(systemName: "star", withConfiguration: .init(pointSize: 20, weight: .regular, scale: .large)))
        expectEqual(small.pixelWidth, 58)  // 20 × 1.2 × 3 × 0.8 = 57.6, × 1.3 = 93.6
        expectEqual(large.pixelWidth, 94)
    }

    @Test func configurationsApplyAsUIKitDocuments() throws {
        let base = Image.SymbolConfiguration(pointSize: 20, weight: .bold)
        let applied = base.applying(.init(scale: .large))
        expectEqual(applied.pointSize, 20)
        expectEqual(applied.weight, .bold)
        expectEqual(applied.scale, .large)
        let restyled = applied.applying(.init(textStyle: .caption1))
        expectNil(restyled.pointSize)
        expectEqual(restyled.textStyle, .caption1)
        expectEqual(restyled.weight, .bold)
        expectEqual(base.applying(nil), base)
        expectNil(Image.SymbolConfiguration(pointSize: -3).pointSize)
        expectEqual(Image.SymbolConfiguration(font: .systemFont(ofSize: 15, weight: .semibold)).weight, .semibold)
        let heart = try unwrap(Image(systemName: "heart", withConfiguration: base))
        let larger = try unwrap(heart.applyingSymbolConfiguration(.init(pointSize: 40)))
        expect(larger.symbolConfiguration?.weight == .bold)
        expectEqual(larger.pixelWidth, 144)
        expectNil(Image(color: .red, size: CGSize(width: 2, height: 2))?.applyingSymbolConfiguration(base))
    }

    /// chevron.right is chevron.left mirrored; chevron.left is symmetric about its middle row;
    /// chevron.up is chevron.left transposed. One level of rounding either way is allowed.
    @Test func chevronsAreMirrorImages() throws {
        let left = try unwrap(Image(systemName: "chevron.left")), right = try unwrap(Image(systemName: "chevron.right"))
        let up = try unwrap(Image(systemName: "chevron.up"))
        let n = left.pixelWidth
        var worst = 0
        for y in 0..<n {
            for x in 0..<n {
                worst = max(worst, abs(Self.alpha(left, x, y) - Self.alpha(right, n - 1 - x, y)))
                worst = max(worst, abs(Self.alpha(left, x, y) - Self.alpha(left, x, n - 1 - y)))
                worst = max(worst, abs(Self.alpha(left, x, y) - Self.alpha(up, y, x)))
            }
        }
        expectLessThanOrEqual(worst, 1)
        // Its bounding box: the points (0.36…0.62, 0.2…0.8) of the 61 px box, grown by half the
        // regular stroke (0.04 of the box), within a pixel.
        let box = Self.box(left)
        expectLessThanOrEqual(abs(Double(box.minX) - 0.32 * 61), 1.5)
        expectLessThanOrEqual(abs(Double(box.maxX) - 0.66 * 61), 1.5)
        expectLessThanOrEqual(abs(Double(box.minY) - 0.16 * 61), 1.5)
        expectLessThanOrEqual(abs(Double(box.maxY) - 0.84 * 61), 1.5)
    }

    /// A horizontal stroke's coverage down one column is its width in pixels: the regular weight
    /// is 0.08 of the box, the others in proportion (bold 1.5×, black 2×, ultra light 0.4×), and
    /// the scale variants keep the width in points.
    @Test func strokeWidthsFollowTheWeight() throws {
        func measured(_ config: Image.SymbolConfiguration) throws -> Double {
            let minus = try unwrap(Image(systemName: "minus", withConfiguration: config))
            let x = minus.pixelWidth / 2
            return (0..<minus.pixelHeight).reduce(0.0) { $0 + Double(Self.alpha(minus, x, $1)) / 255 }
        }
        for (weight, factor) in [(Image.SymbolWeight.ultraLight, 0.4), (.regular, 1), (.bold, 1.5), (.black, 2)] {
            let config = Image.SymbolConfiguration(pointSize: 30, weight: weight)
            let expected = 30 * 1.2 * 0.08 * factor * 3
            expectLessThan(abs(try measured(config) - expected), 0.05, "\(weight)")
            expectClose(Double(Image.symbolStrokeWidth(for: config)) * 3, expected, within: 1e-9)
        }
        let large = try measured(.init(pointSize: 30, weight: .regular, scale: .large))
        expectClose(large, 30 * 1.2 * 0.08 * 3, within: 0.05)
    }

    /// A filled variant covers its outline (same outer edge) and more; circle.fill's area is
    /// π(0.4 + half a stroke)² of the box.
    @Test func fillsCoverTheirOutlines() throws {
        for name in ["heart", "star", "bookmark", "folder", "circle", "square", "play", "pause", "bell"] {
            let outline = try unwrap(Image(systemName: name)), fill = try unwrap(Image(systemName: name + ".fill"))
            var uncovered = 0
            for y in 0..<outline.pixelHeight {
                for x in 0..<outline.pixelWidth
                where Self.alpha(outline, x, y) > Self.alpha(fill, x, y) + 2 { uncovered += 1 }
            }
            expectEqual(uncovered, 0, "\(name)")
            // The narrow pause bars gain least: their insides are a few pixels wide.
            expectGreaterThan(Self.totalCoverage(fill), Self.totalCoverage(outline) * (name == "pause" ? 1.05 : 1.3), "\(name)")
        }
        let disc = try unwrap(Image(systemName: "circle.fill"))
        let r = (0.4 + 0.04) * 61
        expectLessThan(abs(Self.totalCoverage(disc) - Double.pi * r * r) / (Double.pi * r * r), 0.005)
    }

    /// An image view fills a symbol with its tint and draws it again at its display scale.
    @Test func imageViewsTintAndRedrawSymbols() throws {
        let host = TestHost(size: CGSize(width: 40, height: 40), scale: 2)
        host.window.backgroundColor = .white
        let view = ImageView(image: Image(systemName: "square.fill"))
        view.tintColor = Color(red: 1, green: 0, blue: 0)
        host.window.addSubview(view)
        host.runUntilIdle()
        expectEqual(view.intrinsicContentSize, CGSize(width: 20.5, height: 20.5))  // 41 px at 2×
        view.preferredSymbolConfiguration = .init(pointSize: 25)
        expectEqual(view.intrinsicContentSize, CGSize(width: 30, height: 30))
        view.sizeToFit()
        host.runUntilIdle()
        let bitmap = host.render()
        let middle = bitmap[30, 30], corner = bitmap[1, 1]
        expectEqual([middle.r, middle.g, middle.b, middle.a], [255, 0, 0, 255])
        expectEqual([corner.r, corner.g, corner.b], [255, 255, 255])
    }

    /// Tab bar items draw symbols at the body style's large scale, centred, in the item colour.
    @Test func tabBarsDrawSymbolItems() throws {
        let a = ViewController(), b = ViewController()
        a.tabBarItem = TabBarItem(
            title: "Home", image: Image(systemName: "house"), selectedImage: Image(systemName: "house.fill"))
        b.tabBarItem = TabBarItem(title: "Search", image: Image(systemName: "magnifyingglass"), tag: 1)
        let tabs = TabBarController()
        tabs.viewControllers = [a, b]
        let host = TestHost(size: CGSize(width: 390, height: 844))
        host.window.rootViewController = tabs
        host.runUntilIdle()
        let buttons = tabs.tabBar.subviews.compactMap { $0 as? TabBarButton }
        expectEqual(buttons[0].imageView.image?.symbolConfiguration, .unspecified)
        expectEqual(buttons[0].imageView.contentMode, .center)
        let width: CGFloat = 80.0 / 3  // 17 × 1.2 × 1.3 × 3 = 79.6 px
        expectEqual(buttons[0].imageView.intrinsicContentSize.width, width)
    }

    /// A symbol drawn again with the same configuration and scale shares the first drawing's
    /// pixels (one rasterization), and those pixels are what the rasterizer draws; another scale
    /// or configuration is drawn anew.
    @Test func symbolsAreRasterizedOncePerConfigurationAndScale() throws {
        let configuration = Image.SymbolConfiguration(pointSize: 23.5)
        let first = try unwrap(Image(systemName: "chevron.left", withConfiguration: configuration, scale: 2))
        let again = try unwrap(Image(systemName: "chevron.left", withConfiguration: configuration, scale: 2))
        let otherScale = try unwrap(Image(systemName: "chevron.left", withConfiguration: configuration, scale: 3))
        func storage(_ image: Image) -> UnsafeRawPointer? { image.pixels.withUnsafeBytes { $0.baseAddress } }
        expectNotIdentical(first, again)
        expectEqual(storage(first), storage(again))
        expectNotEqual(storage(first), storage(otherScale))
        let parts = try unwrap(SymbolCatalog.table["chevron.left"])
        let direct = Image.rasterizeSymbol(parts, configuration: configuration, scale: 2)
        expectEqual(first.pixelWidth, direct.0)
        expectEqual(first.pixels, direct.1)
        expectEqual(otherScale.pixelWidth, Image.rasterizeSymbol(parts, configuration: configuration, scale: 3).0)
    }
}
