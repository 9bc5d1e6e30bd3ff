import ArgumentParser
import Foundation
import TransitDemo
import TransitLive

/// `transit live [scene|entry]`: opens a desktop window (SDL2) showing a demo scene or a
/// catalogue entry, driven by the pointer and the keys.
struct LiveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "live",
        abstract: "Show a demo scene or a catalogue transition in a desktop window and drive it with the pointer.",
        discussion: """
            A catalogue entry (see 'transit list') waits between two sample screens: tap to play it, \
            drag to scrub it and release to finish or cancel it. A demo scene (see 'transit demo --list') \
            plays its script, then takes the pointer in its final state. The default is the navigation \
            edge swipe scene.
            Keys: \(LiveApplication.keyHelp)
            [ and ] scrub a running transition a twentieth of its way (pausing time; space or → lets it run on); \
            o turns the device between portrait and landscape (with --device, its safe area and size classes follow); \
            d draws the debug overlay: layer borders, the transition's container (magenta), its snapshots (yellow), \
            other added views (orange), the sources it hides (green), the finger, the last transition callback and the frame times.
            Needs SDL2 (Debian: apt-get install libsdl2-2.0-0) and a display (DISPLAY or WAYLAND_DISPLAY); \
            SDL_VIDEODRIVER=dummy runs without one: add --frames or --exit-when-idle to stop, --stats to measure.
            """
    )

    @Argument(help: "A demo scene or catalogue entry name, in any case.")
    var name: String = "navigation-edge-swipe"

    @Option(parsing: .unconditional, help: "The screen size in points, WIDTHxHEIGHT (default: the scene's, or 390x844).")
    var size: String?

    @OptionGroup var deviceOptions: DeviceOptions

    @Option(parsing: .unconditional, help: "Pixels per point of the window (0.25…4).")
    var scale: Double = 2

    @Option(parsing: .unconditional, help: "Stop after this many frame steps (for measurements).")
    var frames: Int?

    @Flag(help: "Print the frame-time statistics on exit: p50 and p99 frame times and dropped frames.")
    var stats = false

    @Flag(help: "Play a catalogue entry's transition at once (and on restart) instead of waiting for a tap.")
    var play = false

    @Flag(help: "Play a catalogue entry's backward transition (its pop or dismissal), from the second screen back to the first.")
    var backward = false

    @Flag(help: "Start with slow animations (ten times slower, as the s key toggles).")
    var slow = false

    @Flag(help: "Close the window once nothing is left to happen (with --play or a scene: a measurement).")
    var exitWhenIdle = false

    func validate() throws {
        if let size, LiveCommand.parse(size: size) == nil {
            throw ValidationError("--size must look like 390x844 (positive numbers up to 4096)")
        }
        try ScaleOption.validate(scale, size: deviceOptions.size(or: size.flatMap(LiveCommand.parse(size:))))
        if let frames, frames < 1 { throw ValidationError("--frames must be at least 1") }
        let names = LiveCommand.names
        guard let resolved = NameLookup.resolve(name, among: names) else {
            throw ValidationError(NameLookup.unknown("scene or entry", name, among: names, listHint: "see 'transit list'"))
        }
        if backward, MainActor.assumeIsolated({ DemoScene.named(resolved) != nil }) {
            throw ValidationError("--backward plays a catalogue entry's pop or dismissal; '\(resolved)' is a demo scene")
        }
    }

    /// The demo scenes' and the catalogue entries' names, in the order `transit list` prints them.
    static var names: [String] {
        InspectCommand.sceneNames + TransitionCatalog.names
    }

    static func parse(size: String) -> CGSize? {
        let parts = size.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
            w.isFinite, h.isFinite, w > 0, h > 0, w <= 4096, h <= 4096
        else { return nil }
        return CGSize(width: w, height: h)
    }

    func run() throws {
        try MainActor.assumeIsolated { try show() }
    }

    @MainActor
    func show() throws {
        let options = LiveOptions(title: "transit live \(name)", frameLimit: frames, quitsWhenIdle: exitWhenIdle)
        let statistics: LiveStatistics
        do {
            let make = makeContent()
            let slow = self.slow
            statistics = try LiveApplication.show(options: options) {
                let content = make()
                if slow { content.window.motionSettings.animationSpeed = 0.1 }
                return content
            }
        } catch let error as LiveError {
            throw CLIError(error.description)
        }
        if stats { print(statistics) }
    }

    /// Makes the scene's or entry's content; called again on restart.
    @MainActor
    func makeContent() -> @MainActor () -> LiveContent {
        let scale = CGFloat(scale)
        let name = NameLookup.resolve(self.name, among: Self.names) ?? self.name
        let device = try? deviceOptions.choice()
        if let scene = DemoScene.named(name) {
            let size = self.size.flatMap(Self.parse(size:)) ?? scene.size
            return {
                var prelude: [RenderTree] = []
                let record: @MainActor (TestHost) -> Void = { prelude.append($0.window.renderTree()) }
                let stage =
                    device.map { DemoStage(device: $0.model, orientation: $0.orientation, scale: scale, onFrame: record) }
                    ?? DemoStage(size: size, scale: scale, onFrame: record)
                scene.script(stage)
                stage.host.onFrame = nil
                return LiveContent(window: stage.window, clock: stage.host.clock, prelude: prelude)
            }
        }
        let entry = TransitionCatalog.entry(named: name)!  // validate() found it
        let size = self.size.flatMap(Self.parse(size:)) ?? CGSize(width: 390, height: 844)
        let play = self.play
        let direction: CatalogTransition.Direction = backward ? .backward : .forward
        let shown = LiveCatalogDriver.Current()
        return {
            let driver = LiveCatalogDriver(
                entry: entry, size: size, scale: scale, duration: nil, device: device, direction: direction)
            if play { driver.scene.begin(interactive: false) }
            shown.driver = driver  // gesture recognizers hold their targets weakly, as in UIKit
            return driver.content
        }
    }
}
