import ArgumentParser
import Transit

/// The `--fonts` option of `transit demo`: where text finds its fonts. `system` (the default)
/// reads the installed fonts, then those that ship with Transit (`FontSource.system`);
/// `bundled` reads only the shipped ones (`FontSource.bundled`), so the frames are those of a
/// machine with no fonts installed, whatever this machine has.
enum FontsOption {
    /// The option's help text.
    static let help = ArgumentHelp(
        "The fonts text may use: system (the installed ones, then Transit's own) or bundled (only Transit's own, "
            + "as on a machine with no fonts installed).")

    /// The names the option accepts, with their font sources.
    static var sources: [(name: String, source: FontSource)] { [("system", .system), ("bundled", .bundled)] }

    /// The source `text` names, in any case; an unknown name is refused with the closest one.
    static func source(_ text: String) throws -> FontSource {
        try NameLookup.choice(text, for: "--fonts", among: sources.map { (name: $0.name, value: $0.source) })
    }
}
