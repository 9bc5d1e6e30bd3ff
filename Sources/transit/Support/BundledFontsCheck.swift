import Foundation
import Transit

/// A command whose output draws text: it warns, once, when the fonts that ship with Transit are
/// not beside the executable.
protocol DrawsText {}

extension DemoCommand: DrawsText {}
extension RenderCommand: DrawsText {}
extension GalleryCommand: DrawsText {}
extension LiveCommand: DrawsText {}
extension BenchTextCommand: DrawsText {}
extension BenchRenderCommand: DrawsText {}

/// The shipped fonts (Inter and the Noto Sans CJK subsets) are package resources that SwiftPM
/// copies into a `…_TransitGraphics.resources` folder beside the executable. A `transit` copied
/// away from its build folder finds none and draws text with the installed fonts only, so its
/// pictures and text benches differ from the README's: one line on standard error says so.
enum BundledFontsCheck {
    static let warning =
        "transit: [warning] fonts.bundleMissing: the fonts that ship with Transit "
        + "(the Transit_TransitGraphics.resources folder) are not beside this executable, so text draws with "
        + "the installed fonts only; run transit from its build folder, or copy that folder beside it"

    /// Prints `warning` on standard error when `command` draws text and the shipped fonts are
    /// missing.
    static func check(_ command: Any) {
        guard command is DrawsText, FontSource.bundled.folders.isEmpty else { return }
        FileHandle.standardError.write(Data((warning + "\n").utf8))
    }
}
