import ArgumentParser
import Foundation
import TransitTesting

/// `--device` and `--landscape`, shared by every command that draws a screen: the window stands
/// for a real device model (its size replaces `--size`; see `Window.device` for what else it
/// brings: safe areas, size classes, idiom, status bar and home indicator). `transit demo` and
/// `transit gallery` stand for `defaultModel` (the iPhone 16) unless told otherwise; the other
/// commands, and `--device none`, draw a bare size: only the points given, with no safe area,
/// size classes, idiom, status bar or home indicator.
struct DeviceOptions: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "A device the screen stands for, in any case: \(DeviceOptions.names.joined(separator: ", ")); "
                + "or '\(DeviceOptions.bareName)' for a bare size. Its size replaces --size (or a scene's); the window gets its "
                + "safe areas, size classes, status bar and home indicator."))
    var device: String?

    @Flag(help: "With --device: hold the device on its side (landscape).")
    var landscape = false

    /// The presets' command-line names.
    static var names: [String] { DeviceModel.all.map(\.identifier) }

    /// The name that asks for no device: a bare size.
    static let bareName = "none"

    /// The device `transit demo` and `transit gallery` stand for without `--device`: a current
    /// phone, the iPhone 16.
    static let defaultModel = DeviceModel.iPhone16

    /// Whether `--device none` asked for a bare size.
    var asksForBareSize: Bool { device?.lowercased() == Self.bareName }

    func validate() throws {
        if landscape, device == nil || asksForBareSize {
            throw ValidationError("--landscape turns a device: add --device (one of \(Self.names.joined(separator: ", ")))")
        }
        _ = try choice()
    }

    /// The device and orientation asked for, or nil without `--device`; an unknown name is
    /// refused with the closest names.
    func choice() throws -> DeviceChoice? {
        guard let device, !asksForBareSize else { return nil }
        let model = NameLookup.resolve(device, among: Self.names).flatMap(DeviceModel.named) ?? DeviceModel.named(device)
        guard let model else {
            throw ValidationError(NameLookup.unknown("device", device, among: Self.names, listHint: "see --help"))
        }
        return DeviceChoice(model: model, orientation: landscape ? .landscapeRight : .portrait)
    }

    /// The device asked for, else (without `--device`) `defaultModel` upright; nil for
    /// `--device none`.
    func choiceDefaultingToPhone() throws -> DeviceChoice? {
        guard device != nil else { return DeviceChoice(model: Self.defaultModel, orientation: .portrait) }
        return try choice()
    }

    /// The screen size: the device's in its orientation, or `fallback` without a device.
    func size(or fallback: CGSize?) -> CGSize? {
        (try? choice())?.size ?? fallback
    }
}

/// A device model held in an orientation: what a command's test host stands for.
struct DeviceChoice {
    let model: DeviceModel
    let orientation: InterfaceOrientation

    /// The screen in points in the orientation.
    var size: CGSize { model.size(for: orientation) }

    /// A test host standing for the device, rendering at `scale` pixels per point.
    @MainActor
    func host(scale: CGFloat) -> TestHost { TestHost(device: model, orientation: orientation, scale: scale) }
}
