import Foundation

/// The style of the status bar's content (`UIStatusBarStyle`), with UIKit's raw values.
public enum StatusBarStyle: Int, Sendable, CaseIterable {
    /// Chosen by the system for the interface style: dark content in light mode
    /// (`UIStatusBarStyle.default`).
    case `default` = 0
    /// Light content, for dark backgrounds (`UIStatusBarStyle.lightContent`).
    case lightContent = 1
    /// Dark content, for light backgrounds (`UIStatusBarStyle.darkContent`).
    case darkContent = 3
}
