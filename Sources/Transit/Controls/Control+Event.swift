import Foundation

extension Control {
    /// The events a control sends actions for (`UIControl.Event`), with UIKit's raw values.
    public struct Event: OptionSet, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: UInt
        /// Creates a set of events from its raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A finger touched down in the control (`touchDown`).
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch-down, `tapCount` > 1 (`touchDownRepeat`).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// The finger moved within the control (`touchDragInside`).
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The finger moved outside the control (`touchDragOutside`).
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The finger moved from outside into the control (`touchDragEnter`).
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// The finger moved from inside out of the control (`touchDragExit`).
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The finger lifted inside the control (`touchUpInside`).
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The finger lifted outside the control (`touchUpOutside`).
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The touch was cancelled (`touchCancel`).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (`valueChanged`).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action fired; a button's on touch-up inside
        /// (`primaryActionTriggered`).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action fired (`menuActionTriggered`).
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began (`editingDidBegin`).
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The edited text changed (`editingChanged`).
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended (`editingDidEnd`).
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the return key (`editingDidEndOnExit`).
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event (`allTouchEvents`).
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event (`allEditingEvents`).
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// The range reserved for apps (`applicationReserved`).
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// The range reserved for the system (`systemReserved`).
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event (`allEvents`).
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)

        static let named: [(Event, String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
            (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
            (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
            (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
            (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
            (.primaryActionTriggered, "primaryActionTriggered"), (.menuActionTriggered, "menuActionTriggered"),
            (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
            (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit")
        ]

        /// The single events in the set, lowest bit first (each bit on its own).
        var bits: [Event] {
            (0..<32).compactMap { i in
                let bit = Event(rawValue: 1 << UInt(i))
                return contains(bit) ? bit : nil
            }
        }

        public var description: String {
            bits.map { bit in Self.named.first { $0.0 == bit }?.1 ?? "event(\(bit.rawValue))" }
                .joined(separator: "|")
        }
    }

    /// The states of a control (`UIControl.State`), with UIKit's raw values. `.normal` is the
    /// empty set.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Creates a set of states from its raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Enabled, not selected, not highlighted (`normal`).
        public static let normal: State = []
        /// A touch is down inside (`highlighted`).
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not enabled (`disabled`).
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected (`selected`).
        public static let selected = State(rawValue: 1 << 2)
        /// Focused (`focused`).
        public static let focused = State(rawValue: 1 << 3)
        /// The range reserved for apps (`application`).
        public static let application = State(rawValue: 0x00FF_0000)
        /// The range reserved for the system (`reserved`).
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
}
