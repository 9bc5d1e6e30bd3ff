import Foundation

// The strategies run Transit on the main actor: call `assertSnapshot` from a `@MainActor` test
// (Transit's views and controllers are main-actor types, as in UIKit).

extension Snapshotting where Value == TransitScene, Format == Bitmap {
    /// The scene's running transition at `progress` (0...1 of its `transitionDuration(using:)`,
    /// sampled at the first frame at or after that point; see `FrameSampling.progress(_:)`),
    /// stored as a PNG and compared under `tolerance`.
    public static func transitImage(at progress: Double, tolerance: PixelTolerance = .exact) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .transitFrame(tolerance: tolerance)) { scene in
            MainActor.assumeIsolated {
                let host = scene.makeHost()
                return (try? host.sampleFrames(.progress([progress])).first?.bitmap) ?? Bitmap(width: 0, height: 0)
            }
        }
    }
}

extension Snapshotting where Value == ViewController, Format == Bitmap {
    /// The controller as the root of a `size`-point window at `scale`, once everything it starts
    /// has settled (`runUntilIdle()`), stored as a PNG and compared under `tolerance`.
    /// UIKit counterpart: swift-snapshot-testing's `.image` for `UIViewController`.
    public static func transitImage(size: CGSize, scale: CGFloat = 1, tolerance: PixelTolerance = .exact) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .transitFrame(tolerance: tolerance)) { controller in
            MainActor.assumeIsolated {
                let host = TestHost(size: size, scale: scale)
                host.window.rootViewController = controller
                host.runUntilIdle()
                return host.render()
            }
        }
    }
}

extension Snapshotting where Value == View, Format == Bitmap {
    /// The view, alone in a window of its own size at `scale` (placed at the origin), stored as
    /// a PNG and compared under `tolerance`. UIKit counterpart: `.image` for `UIView`.
    public static func transitImage(scale: CGFloat = 1, tolerance: PixelTolerance = .exact) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .transitFrame(tolerance: tolerance)) { view in
            MainActor.assumeIsolated {
                let size = view.bounds.size
                let host = TestHost(size: CGSize(width: max(1, size.width), height: max(1, size.height)), scale: scale)
                view.frame.origin = .zero
                host.window.addSubview(view)
                host.runUntilIdle()
                return host.render()
            }
        }
    }
}

extension Snapshotting where Value == TransitScene, Format == [Bitmap] {
    /// The frames `sampling` takes of the scene (every frame until idle by default), stored as
    /// an APNG and compared frame by frame under `tolerance`.
    public static func transitAnimation(
        sampling: FrameSampling = .everyFrame,
        tolerance: PixelTolerance = .exact
    ) -> Snapshotting {
        Snapshotting(pathExtension: "apng", diffing: .transitAnimation(tolerance: tolerance)) { scene in
            MainActor.assumeIsolated {
                let host = scene.makeHost()
                return ((try? host.sampleFrames(sampling)) ?? []).map(\.bitmap)
            }
        }
    }
}

extension Snapshotting where Value == TransitScene, Format == String {
    /// The scene's callback timeline once it has settled (`runUntilIdle()`), as text in the
    /// format of `CallbackTimeline.text(includingLayout:)`, compared line by line.
    public static func timeline(includingLayout: Bool = true) -> Snapshotting {
        SimplySnapshotting.lines.pullback { scene in
            MainActor.assumeIsolated {
                let host = scene.makeHost()
                host.runUntilIdle()
                return host.timeline.text(includingLayout: includingLayout)
            }
        }
    }

    /// `timeline(includingLayout: true)`.
    public static var timeline: Snapshotting { timeline() }
}

extension Snapshotting where Value == CallbackTimeline, Format == String {
    /// A callback timeline as text (`CallbackTimeline.text(includingLayout:)`), compared line by line.
    public static func timeline(includingLayout: Bool = true) -> Snapshotting {
        SimplySnapshotting.lines.pullback { timeline in
            MainActor.assumeIsolated { timeline.text(includingLayout: includingLayout) }
        }
    }

    /// `timeline(includingLayout: true)`.
    public static var timeline: Snapshotting { timeline() }
}
