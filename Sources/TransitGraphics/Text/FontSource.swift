import Foundation

/// Where text looks for font files beyond the built-in face: the role fontconfig plays on Linux
/// desktops and the font registry of Core Text plays on Apple's systems.
///
/// Text asks the source in scope — ``current`` — for fallback faces (a script the drawing font
/// lacks), the colour emoji face and fonts looked up by name (`Font(name:size:)`). It is scoped,
/// not global: `FontSource.$current.withValue(source) { … }` makes every layout, measurement and
/// render inside the closure use `source`, on that task only. Outside any scope it is ``system``.
///
/// Output depends on the files a source finds: two machines with the same files in the same
/// folders lay out and draw text identically; ``builtInOnly`` finds none, so its frames are the
/// same on every machine.
public struct FontSource: Hashable, Sendable {
    /// The folders searched, in this order; the files inside each are visited in path order, so
    /// the same installation always resolves the same way.
    public var folders: [URL]

    /// A source reading the font files (`.ttf`, `.otf`, `.ttc`) under `folders`.
    public init(folders: [URL]) {
        self.folders = folders
    }

    /// fontconfig's default folders on Linux — `/usr/share/fonts`, `/usr/local/share/fonts`,
    /// `~/.fonts` and `~/.local/share/fonts` — then the fonts that ship with Transit
    /// (``bundled``), so a script no installed font covers still draws on a bare machine.
    public static var system: FontSource {
        var folders = ["/usr/share/fonts", "/usr/local/share/fonts"].map { URL(fileURLWithPath: $0) }
        let home = FileManager.default.homeDirectoryForCurrentUser
        folders.append(home.appendingPathComponent(".fonts"))
        folders.append(home.appendingPathComponent(".local/share/fonts"))
        return FontSource(folders: folders + bundled.folders)
    }

    /// Only the fonts that ship with Transit: Inter for Latin, Greek and Cyrillic and subsets of
    /// Noto Sans CJK for kana, Hangul and common Han (both under the SIL Open Font License). Text
    /// scoped to it lays out and draws the same on every machine. No folders when the package's
    /// resources are not beside the running executable.
    public static var bundled: FontSource {
        FontSource(folders: BundledFonts.folder.map { [$0] } ?? [])
    }

    /// No font files: only the built-in face draws, and what it lacks draws as boxes.
    public static let builtInOnly = FontSource(folders: [])

    /// The source text uses on this task: ``system`` unless a caller scoped another with
    /// `FontSource.$current.withValue(_:operation:)`.
    @TaskLocal public static var current: FontSource = .system
}
