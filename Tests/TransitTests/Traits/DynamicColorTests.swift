import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// `Color(dynamicProvider:)` and `resolvedColor(with:)`, and how views use them: a layer holds
/// the colour resolved for its view's traits, resolved again when those traits change, as UIKit
/// does for the colours a view sets on its layer.
@MainActor
@Suite struct DynamicColorTests {
    static let light = TraitCollection(userInterfaceStyle: .light)
    static let dark = TraitCollection(userInterfaceStyle: .dark)

    @Test func aProviderIsAskedWithTheTraits() {
        let color = Color(dynamicProvider: { traits in
            traits.horizontalSizeClass == .compact ? .red : traits.userInterfaceStyle == .dark ? .white : .black
        })
        expect(color.isDynamic, "its components are its value for no traits")
        expectEqual(color.fixed, .black, "its components are its value for no traits")
        expectEqual(color.resolvedColor(with: Self.dark), .white)
        expectEqual(color.resolvedColor(with: TraitCollection(horizontalSizeClass: .compact)), .red)
        expect(!color.resolvedColor(with: Self.dark).isDynamic, "a resolved colour is fixed")
        expectEqual(Color.red.resolvedColor(with: Self.dark), .red, "a fixed colour resolves to itself")
        // A provider may answer with another dynamic colour; it is resolved with the same traits.
        let nested = Color(dynamicProvider: { _ in .systemBackground })
        expectEqual(nested.resolvedColor(with: Self.dark), Color(rgb: 0x000000))
    }

    @Test func alphaAndComponentChangesKeepOrDropTheProvider() {
        let faded = Color.systemBlue.withAlphaComponent(0.5)
        expect(faded.isDynamic)
        expectEqual(faded.resolvedColor(with: Self.dark), Color(rgb: 0x0A84FF, alpha: 0.5))
        var edited = Color.systemBlue
        edited.red = 1
        expect(!edited.isDynamic)
        expectEqual(edited, Color(red: 1, green: 122.0 / 255, blue: 1))
    }

    @Test func aViewKeepsTheDynamicColourItsLayerHoldsTheResolvedOne() {
        let host = TestHost(size: CGSize(width: 100, height: 100), scale: 1, userInterfaceStyle: .dark)
        let view = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        host.window.addSubview(view)
        view.backgroundColor = .secondarySystemBackground
        view.layer.borderColor = .separator
        expectEqual(view.backgroundColor, .secondarySystemBackground)
        expectEqual(view.layer.backgroundColor, Color(rgb: 0x1C1C1E))
        expectEqual(view.layer.borderColor, Color(rgb: 0x545458, alpha: 0.6))
        host.userInterfaceStyle = .light
        expectEqual(view.layer.backgroundColor, Color(rgb: 0xF2F2F7))
        expectEqual(view.layer.borderColor, Color(rgb: 0x3C3C43, alpha: 0.29))
        expectEqual(view.backgroundColor, .secondarySystemBackground)
        // A fixed colour set later replaces the dynamic one for good.
        view.backgroundColor = .red
        host.userInterfaceStyle = .dark
        expectEqual(view.backgroundColor, .red)
        expectEqual(view.layer.backgroundColor, .red)
    }

    @Test func aViewMadeOutsideAWindowTakesTheWindowsStyleWhenAdded() {
        let host = TestHost(size: CGSize(width: 100, height: 100), scale: 1, userInterfaceStyle: .dark)
        let card = View()
        let inner = View()
        card.addSubview(inner)
        inner.backgroundColor = .systemBackground
        expectEqual(inner.layer.backgroundColor, .white, "outside a window no style is set: light")
        host.window.addSubview(card)
        expectEqual(inner.layer.backgroundColor, Color(rgb: 0x000000))
    }

    @Test func standaloneSublayersKeepTheColourTheyWereGiven() {
        let host = TestHost(size: CGSize(width: 100, height: 100), scale: 1, userInterfaceStyle: .light)
        let view = View()
        host.window.addSubview(view)
        let sublayer = Layer()
        view.layer.addSublayer(sublayer)
        sublayer.backgroundColor = .label
        expectEqual(sublayer.backgroundColor, .black, "resolved with its view's traits when set")
        host.userInterfaceStyle = .dark
        expectEqual(sublayer.backgroundColor, .black, "a CALayer's colour is static")
    }

    @Test func labelsAndTemplateImagesDrawTheirColoursForTheirTraits() {
        let host = TestHost(size: CGSize(width: 100, height: 100), scale: 1, userInterfaceStyle: .dark)
        let label = Label()
        label.text = "Hi"
        host.window.addSubview(label)
        guard case .text(let text)? = label.renderContent() else { Issue.record("no text"); return }
        expectEqual(text.color, .white)
        label.overrideUserInterfaceStyle = .light
        guard case .text(let lightText)? = label.renderContent() else { Issue.record("no text"); return }
        expectEqual(lightText.color, .black)
    }
}

extension DynamicColorTests {
    @Test func groupedTablesUseTheGroupedBackgrounds() {
        let host = TestHost(size: CGSize(width: 100, height: 100), scale: 1, userInterfaceStyle: .dark)
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), style: .grouped)
        host.window.addSubview(table)
        expectEqual(table.backgroundColor, .systemGroupedBackground)
        expectEqual(table.layer.backgroundColor, Color(rgb: 0x000000))
        host.userInterfaceStyle = .light
        expectEqual(table.layer.backgroundColor, Color(rgb: 0xF2F2F7), "the light value it always had")
    }
}

extension DynamicColorTests {
    @Test func attributedTextColoursResolveWhenDrawn() {
        let host = TestHost(size: CGSize(width: 100, height: 100), scale: 1, userInterfaceStyle: .dark)
        let label = Label()
        label.attributedText = AttributedText(string: "Hi", attributes: .init(foregroundColor: .systemRed))
        host.window.addSubview(label)
        guard case .text(let text)? = label.renderContent() else { Issue.record("no text"); return }
        expectEqual(text.attributedText?.runs.first?.attributes.foregroundColor, Color(rgb: 0xFF453A))
        expectEqual(
            label.attributedText?.runs.first?.attributes.foregroundColor, .systemRed, "the label keeps the dynamic colour")
    }
}
