import Foundation
@_exported import SnapshotTesting
@_exported import TransitTesting

/// What the Transit snapshot strategies photograph: a window of `size` points at `scale`, and a
/// closure that sets the scene up on a fresh `TestHost` (and, for transitions, starts one).
///
/// Each snapshot runs the closure on a new host, so a scene can be snapshotted several times
/// and always gives the same frames.
///
/// ```swift
/// let sheet = TransitScene(size: CGSize(width: 80, height: 160)) { host in
///     let home = HomeViewController()
///     host.window.rootViewController = home
///     host.step()
///     home.present(ViewController(), animated: true)
/// }
/// assertSnapshot(of: sheet, as: .transitImage(at: 0.5))
/// ```
public struct TransitScene: Sendable {
    /// The window's size, in points.
    public var size: CGSize
    /// Pixels per point (1 keeps snapshots small).
    public var scale: CGFloat
    /// Sets the scene up on the host.
    public var setUp: @MainActor @Sendable (TestHost) -> Void

    /// A scene of `size` points at `scale` set up by `setUp`.
    public init(size: CGSize, scale: CGFloat = 1, setUp: @escaping @MainActor @Sendable (TestHost) -> Void) {
        self.size = size
        self.scale = scale
        self.setUp = setUp
    }

    /// A new host with the scene set up on it.
    @MainActor
    public func makeHost() -> TestHost {
        let host = TestHost(size: size, scale: scale)
        setUp(host)
        return host
    }
}
