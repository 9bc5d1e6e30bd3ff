import Foundation

/// The orientation of the app's interface (`UIInterfaceOrientation`), with UIKit's raw values.
///
/// The landscape cases are named for where the interface's top edge went, so they are the
/// device orientations with the other name: the interface is `.landscapeRight` when the device
/// is `.landscapeLeft`.
public enum InterfaceOrientation: Int, Sendable, CustomStringConvertible {
    /// Not known (`.unknown`).
    case unknown = 0
    /// Upright (`.portrait`).
    case portrait = 1
    /// Upside down (`.portraitUpsideDown`).
    case portraitUpsideDown = 2
    /// Landscape, the device turned a quarter anticlockwise (`.landscapeRight`).
    case landscapeRight = 3
    /// Landscape, the device turned a quarter clockwise (`.landscapeLeft`).
    case landscapeLeft = 4

    /// Whether the interface is upright or upside down (`UIInterfaceOrientation.isPortrait`).
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the interface is on its side (`UIInterfaceOrientation.isLandscape`).
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// The name of the case, as UIKit spells it.
    public var description: String {
        switch self {
        case .unknown: "unknown"
        case .portrait: "portrait"
        case .portraitUpsideDown: "portraitUpsideDown"
        case .landscapeRight: "landscapeRight"
        case .landscapeLeft: "landscapeLeft"
        }
    }

    /// Quarter turns of the device anticlockwise from upright that give this orientation.
    var quarterTurns: Int {
        switch self {
        case .unknown, .portrait: 0
        case .landscapeRight: 1
        case .portraitUpsideDown: 2
        case .landscapeLeft: 3
        }
    }
}

/// The physical orientation of the device (`UIDeviceOrientation`), with UIKit's raw values.
public enum DeviceOrientation: Int, Sendable {
    /// Not known (`.unknown`).
    case unknown = 0
    /// Upright, home button or bottom edge at the bottom (`.portrait`).
    case portrait = 1
    /// Upside down (`.portraitUpsideDown`).
    case portraitUpsideDown = 2
    /// On its side, home button or bottom edge on the right (`.landscapeLeft`).
    case landscapeLeft = 3
    /// On its side, home button or bottom edge on the left (`.landscapeRight`).
    case landscapeRight = 4
    /// Flat, screen up (`.faceUp`).
    case faceUp = 5
    /// Flat, screen down (`.faceDown`).
    case faceDown = 6

    /// Whether the device is upright or upside down (`UIDeviceOrientation.isPortrait`).
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device is on its side (`UIDeviceOrientation.isLandscape`).
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device lies flat (`UIDeviceOrientation.isFlat`).
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the orientation is one an interface can take: portrait or landscape
    /// (`UIDeviceOrientation.isValidInterfaceOrientation`).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }

    /// The device orientation that gives an interface orientation: the same raw value for the
    /// portrait cases, the other landscape name for the landscape ones.
    init(_ interface: InterfaceOrientation) {
        self = DeviceOrientation(rawValue: interface.rawValue) ?? .unknown
    }
}
