import ArgumentParser
import Foundation
import TransitDemo

/// What rendering one scene produced.
@MainActor
struct DemoResult {
    let scene: DemoScene
    let file: String
    let frames: Int
    let seconds: Double
    let bytes: Int
    let callbacks: Int
    let diagnostics: [Diagnostic]
}

/// Runs one scene on a stage and encodes every `60 / fps`-th frame.
@MainActor
struct DemoRenderer {
    let scene: DemoScene
    let format: DemoFormat
    let scale: CGFloat
    let fps: Int
    /// The device the scene's window stands for, or nil for the scene's bare size.
    var device: DeviceChoice?
    /// The appearance the stage's screen is set to (`--appearance`).
    var appearance: UserInterfaceStyle = .light

    func render(into folder: URL) throws -> DemoResult {
        let size = device?.size ?? scene.size
        let width = Int((size.width * scale).rounded()), height = Int((size.height * scale).rounded())
        var encoder: any AnimationEncoder =
            format == .gif
            ? try GIFEncoder(width: width, height: height)
            : try APNGEncoder(width: width, height: height)
        let stride = max(1, 60 / fps)
        let delay = Double(stride) / 60
        var frames = 0
        var failure: Error?
        let onFrame: @MainActor (TestHost) -> Void = { host in
            guard failure == nil, host.frameCount % stride == 0 else { return }
            do {
                try encoder.addFrame(host.render(), delay: delay)
                frames += 1
            } catch {
                failure = error
            }
        }
        let stage =
            device.map { DemoStage(device: $0.model, orientation: $0.orientation, scale: scale, onFrame: onFrame) }
            ?? DemoStage(size: scene.size, scale: scale, onFrame: onFrame)
        stage.host.userInterfaceStyle = appearance
        scene.script(stage)
        if let failure { throw CLIError("encoding \(scene.name) failed: \(failure)") }
        if frames == 0 { try encoder.addFrame(stage.host.render(), delay: delay); frames = 1 }
        let data = try encoder.finish()
        let file = "\(scene.name).\(format.fileExtension)"
        do {
            try data.write(to: folder.appendingPathComponent(file))
        } catch {
            throw CLIError("cannot write \(folder.appendingPathComponent(file).path): \(error.localizedDescription)")
        }
        return DemoResult(
            scene: scene, file: file, frames: frames, seconds: stage.host.now, bytes: data.count,
            callbacks: stage.host.timeline.entries.count, diagnostics: stage.host.diagnostics.diagnostics)
    }
}
