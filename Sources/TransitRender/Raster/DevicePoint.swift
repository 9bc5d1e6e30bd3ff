import Foundation

/// A point in device pixels.
struct DevicePoint: Equatable, Sendable {
    var x: Double
    var y: Double
}
