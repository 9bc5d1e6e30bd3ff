import ArgumentParser
import Foundation
import TransitTesting

/// `--device` and `--landscape`, shared by every command that draws a screen: the window stands
/// for a real device model (its size replaces `--size`; see `Window.device` for what else it
/// brings: safe areas, size classes, idiom, status bar and home indicator). Without `--device`
/// the screen is a bare size, with none of those.
struct DeviceOptions: ParsableArguments {
    @Option(parsing: .unconditional,
            help: ArgumentHelp("A device the screen stands for, in any case: \(DeviceOptions.names.joined(separator: ", ")). "
                + "Its size replaces --size (or a scene's); the window gets its safe areas, size classes, status bar and home indicator."))
    var device: String?

    @Flag(help: "With --device: hold the device on its side (landscape).")
    var landscape = false

    /// The presets' command-line names.
    static var names: [String] { DeviceModel.all.map(\.identifier) }

    func validate() throws {
        if landscape, device == nil { throw ValidationError("--landscape turns a device: add --device (one of \(Self.names.joined(separator: ", ")))") }
        _ = try choice()
    }

    /// The device and orientation asked for, or nil without `--device`; an unknown name is
    /// refused with the closest names.
    func choice() throws -> DeviceChoice? {
        guard let device else { return nil }
        let model = NameLookup.resolve(device, among: Self.names).flatMap(DeviceModel.named) ?? DeviceModel.named(device)
        guard let model else {
            throw ValidationError(NameLookup.unknown("device", device, among: Self.names, listHint: "see --help"))
        }
        return DeviceChoice(model: model, orientation: landscape ? .landscapeRight : .portrait)
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
