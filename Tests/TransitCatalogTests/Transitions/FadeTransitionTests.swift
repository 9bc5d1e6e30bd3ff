import Foundation
import Testing
import TransitCatalog
import TransitTesting
import TransitTestingReporting

@MainActor
@Suite struct FadeTransitionTests {
    @Test func fadeDurationIsTwoSecondsByDefault() {
        expectEqual(FadeTransition().transitionDuration(using: nil), 2)
        expectEqual(FadeTransition(duration: -1).transitionDuration(using: nil), 0)
        expectEqual(FadeTransition(duration: .nan).transitionDuration(using: nil), 0)
    }
}
