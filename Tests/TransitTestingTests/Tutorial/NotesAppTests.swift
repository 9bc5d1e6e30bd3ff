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

    @Test func aShortEdgeSwipeCancelsAndALongOneGoesBack() throws {
        let (host, navigation) = launch()
        host.tap(.text("Groceries"))
        host.runUntilIdle()
        let detail = try #require(navigation.topViewController as? NoteViewController)
        host.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 80, y: 400), duration: 0.5)
        host.runUntilIdle()
        #expect(navigation.topViewController === detail)
        #expect(detail.view.alpha == 1 && detail.view.transform == .identity)
        host.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.5)
        host.runUntilIdle()
        #expect(navigation.topViewController is NotesViewController)
        #expect(detail.view.window == nil)
    }

    @Test func theNewNoteSheetRestsAtHalfHeight() throws {
        let (host, navigation) = launch()
        #expect(host.tap(.label("New note")))
        host.runUntilIdle()
        let editor = try #require(navigation.presentedViewController)
        let sheet = try #require(editor.sheetPresentationController)
        #expect(sheet.grabberView != nil)
        let medium = editor.view.frame
        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        host.runUntilIdle()
        let large = editor.view.frame
        // The medium detent is half the large one's height (Apple: "approximately half the height
        // of the screen"), both sheets ending at the window's bottom edge.
        #expect(abs(medium.height * 2 - large.height) < 0.5)
        #expect(medium.maxY == host.window.bounds.maxY && large.maxY == host.window.bounds.maxY)
    }
}
