import Foundation
import Testing
@testable import Transit
import TransitTesting

/// A large-title push to a screen whose content starts with a big title of its own (as app
/// screens and the demo's do), seen through the bar, which is transparent at the scroll edge: the
/// outgoing large title travels toward the back button while the incoming content title slides
/// in from the trailing side under it. Oracle: geometry — no frame draws two different texts over
/// each other (more than 20 % of the smaller one's area, both at least 10 % opaque), and the large
/// title and the back title still cross-fade as one word, their opacities summing to one.
@MainActor
@Suite struct LargeTitleContentCrossingTests {
    func contentTitled(_ name: String) -> ScrollingController {
        let detail = ScrollingController(name)
        detail.navigationItem.largeTitleDisplayMode = .never
        let title = Label(frame: CGRect(x: 20, y: 13, width: 350, height: 44))
        title.text = name
        title.font = .systemFont(ofSize: 34, weight: .bold)
        detail.scrollView.addSubview(title)
        return detail
    }

    @Test func theLargeTitleIsGoneBeforeTheIncomingContentTitleReachesIt() throws {
        let host = TestHost(size: CGSize(width: 390, height: 844), scale: 1)
        host.window.screenSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let navigation = NavigationController(rootViewController: ScrollingController("Parks"))
        navigation.navigationBar.prefersLargeTitles = true
        host.window.rootViewController = navigation
        host.advance(by: 1.0 / 60)
        let bar = navigation.navigationBar
        let large = try #require(bar.contentView?.largeTitleLabel)
        let detail = contentTitled("Big Bend")
        navigation.pushViewController(detail, animated: true)
        let back = try #require(bar.contentView?.backButton?.titleLabel)
        var frames = 0, superimposed: [String] = []
        while navigation.transitionRunner.running != nil && frames < 120 {
            host.step()
            frames += 1
            let texts = shownTexts(in: bar) + shownTexts(in: detail.view)
            if let pair = superimposedTexts(texts).first { superimposed.append("frame \(frames): \(pair.0) over \(pair.1)") }
            let a = texts.first { $0.label === large }?.opacity ?? 0, b = texts.first { $0.label === back }?.opacity ?? 0
            #expect(abs(a + b - 1) < 1e-3, "frame \(frames): large \(a), back \(b)")
        }
        #expect(frames > 10)
        #expect(superimposed.isEmpty, "\(superimposed)")
        // The content title is under the bar during the push, and below it at rest.
        host.runUntilIdle()
        let rest = try #require(shownTexts(in: detail.view).first { $0.text == "Big Bend" })
        #expect(abs(rest.rect.minY - (47 + 44 + 13)) < 1e-9)
    }
}
