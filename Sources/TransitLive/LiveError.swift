import Foundation

/// Why a live window could not open or keep running (Transit extension; UIKit has no
/// counterpart, since an iOS app always has its screen).
///
/// Its `description` is one line that says what is missing and what to do, such as the Debian
/// package to install or the `DISPLAY` variable to set.
public struct LiveError: Error, Equatable, CustomStringConvertible, Sendable {
    /// What went wrong.
    public enum Kind: Equatable, Sendable {
        /// SDL2 could not be loaded (`dlopen` failed, or the library lacks a function).
        case libraryUnavailable
        /// There is no display to open a window on (neither `DISPLAY` nor `WAYLAND_DISPLAY` is
        /// set and no SDL video driver is named), or SDL could not start its video subsystem.
        case noDisplay
        /// SDL failed while creating the window, its renderer or its texture.
        case sdlFailure
    }

    /// What went wrong.
    public let kind: Kind
    /// The one-line explanation.
    public let description: String

    /// The package that provides SDL2 on Debian and Ubuntu.
    public static let debianPackage = "libsdl2-2.0-0"

    static func libraryUnavailable(name: String, reason: String) -> LiveError {
        LiveError(
            kind: .libraryUnavailable,
            description:
                "the live window needs SDL2, but \(name) could not be loaded (\(reason)); "
                + "install the Debian package \(debianPackage) (apt-get install \(debianPackage))")
    }

    static func noDisplay(_ reason: String) -> LiveError {
        LiveError(
            kind: .noDisplay,
            description:
                "the live window has no display (\(reason)); set DISPLAY to a running X server "
                + "(or WAYLAND_DISPLAY), or SDL_VIDEODRIVER=dummy for a window that is never shown")
    }

    static func sdlFailure(_ step: String, _ reason: String) -> LiveError {
        LiveError(kind: .sdlFailure, description: "SDL could not \(step): \(reason)")
    }
}
