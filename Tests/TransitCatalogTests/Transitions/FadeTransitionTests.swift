import Foundation
import Testing
import TransitCatalog
import TransitTesting

@MainActor
@Suite struct FadeTransitionTests {
    @Test func fadeDurationIsTwoSecondsByDefault() {
        #expect(FadeTransition().transitionDuration(using: nil) == 2)
        #expect(FadeTransition(duration: -1).transitionDuration(using: nil) == 0)
        #expect(FadeTransition(duration: .nan).transitionDuration(using: nil) == 0)
    }
}
