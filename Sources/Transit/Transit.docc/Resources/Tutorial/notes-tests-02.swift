import Foundation
import Testing
import Transit
import TransitTesting

/// The tutorial's app, tested as its last chapter tests it: find and tap what the screen shows,
/// drag from the edge, and compare the push, frame by frame and call by call, with goldens.
@MainActor
@Suite struct NotesAppTests {
    /// A phone-sized window at 1 pixel per point, showing the notes in a navigation controller.
    private func launch() -> (TestHost, NavigationController) {
        let host = TestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let navigation = NavigationController(rootViewController: NotesViewController())
        host.window.rootViewController = navigation
        host.runUntilIdle()
        return (host, navigation)
    }

    @Test func tappingANoteShowsIt() {
        let (host, navigation) = launch()
        #expect(host.tap(.text("Ideas")))
        host.runUntilIdle()
        #expect(navigation.topViewController?.title == "Ideas")
        let text = host.view(.identifier("note.text")) as? Label
        #expect(text?.text == "A transition that feels like paper.")
    }

    @Test func thePushZoomsAndFades() {
        let (host, _) = launch()
        assertTransition(of: host, sampling: .progress([0, 0.25, 0.5, 0.75, 1])) { host in
            host.tap(.text("Travel"))
        }
        assertTimeline(of: host.timeline, includingLayout: false)
    }
}
