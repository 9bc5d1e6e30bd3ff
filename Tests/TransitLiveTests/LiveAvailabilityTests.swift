import Foundation
import Testing
@testable import TransitLive
import TransitTestingReporting

/// Without SDL2 or without a display, opening a live window fails with one line that says what
/// to install or set, and nothing else happens.
@MainActor
@Suite struct LiveAvailabilityTests {
    @Test func aMissingLibraryNamesTheDebianPackage() {
        let options = LiveOptions(libraryName: "libSDL2-missing-for-this-test.so.0", videoDriver: "dummy", frameLimit: 1)
        var made = false
        do {
            _ = try LiveApplication.show(options: options) {
                made = true
                return LiveContent(size: CGSize(width: 10, height: 10), scale: 1, rootViewController: ViewController())
            }
            Issue.record("a window opened without its library")
        } catch let error as LiveError {
            expectEqual(error.kind, .libraryUnavailable)
            expect(error.description.contains("libsdl2-2.0-0"))
            expect(error.description.contains("libSDL2-missing-for-this-test.so.0"))
            expect(!error.description.contains("\n"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
        expect(!made, "no content is made when the window cannot open")
    }

    @Test func aLibraryWithoutSDLsFunctionsIsRefusedByName() throws {
        // The C library opens but has no SDL functions.
        #expect(throws: LiveError.self) { try SDLLibrary(name: "libc.so.6") }
        do {
            _ = try SDLLibrary(name: "libc.so.6")
        } catch let error as LiveError {
            expectEqual(error.kind, .libraryUnavailable)
            expect(error.description.contains("SDL_Init"))
            expect(error.description.contains("libsdl2-2.0-0"))
        }
    }

    @Test func noDisplayVariableNamesDISPLAY() {
        let bare = LiveOptions(environment: [:])
        expectNotNil(bare.missingDisplay)
        expect(LiveError.noDisplay(bare.missingDisplay!).description.contains("DISPLAY"))
        expectNil(LiveOptions(environment: ["DISPLAY": ":0"]).missingDisplay)
        expectNil(LiveOptions(environment: ["WAYLAND_DISPLAY": "wayland-0"]).missingDisplay)
        expectNil(LiveOptions(environment: ["SDL_VIDEODRIVER": "dummy"]).missingDisplay)
        expectNil(LiveOptions(videoDriver: "dummy", environment: [:]).missingDisplay)
        expectNotNil(LiveOptions(environment: ["DISPLAY": ""]).missingDisplay, "an empty DISPLAY is no display")
    }

    @Test func withTheLibraryButNoDisplayTheWindowDoesNotOpen() throws {
        guard (try? SDLLibrary(name: SDLLibrary.defaultName)) != nil else { return }  // covered above
        do {
            _ = try LiveApplication.show(options: LiveOptions(environment: [:], frameLimit: 1)) {
                LiveContent(size: CGSize(width: 10, height: 10), scale: 1, rootViewController: ViewController())
            }
            Issue.record("a window opened with no display")
        } catch let error as LiveError {
            expectEqual(error.kind, .noDisplay)
            expect(error.description.contains("DISPLAY"))
        }
    }
}
