import ArgumentParser
import Transit

/// The `--appearance` option of every command that draws a screen: `light` (the default) or
/// `dark`, in any case, the interface style the screen reports (`TestHost.userInterfaceStyle`),
/// so every dynamic colour takes its light or dark value.
enum AppearanceOption {
    /// The option's help text.
    static let help: ArgumentHelp = "The appearance the screen is set to: light or dark."

    /// The names the option accepts, with their styles.
    static let styles: [(name: String, style: UserInterfaceStyle)] = [("light", .light), ("dark", .dark)]

    /// The style `text` names, in any case; an unknown name is refused with the closest one.
    static func style(_ text: String) throws -> UserInterfaceStyle {
        try NameLookup.choice(text, for: "--appearance", among: styles.map { (name: $0.name, value: $0.style) })
    }
}
