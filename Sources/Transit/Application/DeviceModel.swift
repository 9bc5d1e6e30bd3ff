import Foundation

/// A real device model: its screen in points, its scale, the safe-area insets iOS reports in
/// portrait and landscape, the radius of its display's corners, its idiom, and what sits at the
/// top and bottom edges of its screen (Transit extension).
///
/// UIKit has no such type: an app learns these facts piecemeal from `UIDevice`
/// (`userInterfaceIdiom`), `UIScreen` (`bounds`, `scale`), its window (`safeAreaInsets`) and
/// the window scene (`interfaceOrientation`, the status bar). A `DeviceModel` gathers what those
/// report on the named model, so a window — `Window.device`, `TestHost(device:orientation:)`,
/// `transit demo --device` — can report them too.
///
/// Sources, per field:
/// - point sizes and scales: Apple's Human Interface Guidelines, "Layout", device screen sizes
///   table; checked against the pixel resolutions of Apple's technical specifications
///   (`pixelSize`: points × scale);
/// - safe-area insets: the values `UIWindow.safeAreaInsets` reports on the device in each
///   orientation, as developers have published them (iPhone 16: top 59, bottom 34 in portrait;
///   left and right 59, bottom 21 in landscape; the 6.3- and 6.9-inch models 62, 34 and
///   62/62/21); phones hide the status bar in landscape, so their top inset is then 0;
/// - display corner radii: the values iOS reports for the screen's rounded corners (iPad Air
///   18 pt, listed by Kyle Bashour's "Finding the real iPhone X corner radius"; the iPhone
///   values as developers have read them on the devices).
public struct DeviceModel: Hashable, Sendable, CustomStringConvertible {
    /// What occupies the middle of the screen's top edge.
    public enum SensorHousing: String, Hashable, Sendable {
        /// Nothing: the sensors sit in the bezel around the screen (iPhone SE, iPad).
        case bezel
        /// A notch cut into the screen (iPhone X to iPhone 14).
        case notch
        /// The Dynamic Island, a pill-shaped cut-out below the edge (iPhone 14 Pro and later).
        case dynamicIsland
    }

    /// The model's marketing name ("iPhone 16 Pro").
    public let name: String
    /// The short name the command line accepts ("iphone-16-pro").
    public let identifier: String
    /// The kind of device (`UIDevice.userInterfaceIdiom`).
    public let userInterfaceIdiom: UserInterfaceIdiom
    /// The screen in points, upright (`UIScreen.bounds.size` in portrait).
    public let portraitSize: CGSize
    /// Pixels per point (`UIScreen.scale`).
    public let scale: CGFloat
    /// The window's safe-area insets upright (`UIWindow.safeAreaInsets` in portrait).
    public let portraitSafeAreaInsets: EdgeInsets
    /// The window's safe-area insets on its side (`UIWindow.safeAreaInsets` in landscape; the
    /// same for both landscape orientations on these models).
    public let landscapeSafeAreaInsets: EdgeInsets
    /// The radius of the display's rounded corners in points; 0 for square corners. Rendered
    /// frames keep square corners, as iOS screenshots do; this is for content that follows the
    /// screen's shape.
    public let displayCornerRadius: CGFloat
    /// What occupies the middle of the top edge.
    public let sensorHousing: SensorHousing
    /// Whether the model has a home indicator instead of a home button.
    public let hasHomeIndicator: Bool
    /// Whether a window filling the screen in landscape has a regular horizontal size class, as
    /// the large ("Plus" and "Max") phones do; every other phone is compact in both directions
    /// in landscape. Ignored for iPad, which is regular in both directions full screen.
    public let hasRegularWidthInLandscape: Bool

    /// A model with the given metrics; the presets (`DeviceModel.all`) describe real ones.
    public init(
        name: String, identifier: String, userInterfaceIdiom: UserInterfaceIdiom, portraitSize: CGSize,
        scale: CGFloat, portraitSafeAreaInsets: EdgeInsets, landscapeSafeAreaInsets: EdgeInsets,
        displayCornerRadius: CGFloat, sensorHousing: SensorHousing, hasHomeIndicator: Bool,
        hasRegularWidthInLandscape: Bool = false
    ) {
        self.name = name
        self.identifier = identifier
        self.userInterfaceIdiom = userInterfaceIdiom
        self.portraitSize = portraitSize
        self.scale = scale
        self.portraitSafeAreaInsets = portraitSafeAreaInsets
        self.landscapeSafeAreaInsets = landscapeSafeAreaInsets
        self.displayCornerRadius = displayCornerRadius
        self.sensorHousing = sensorHousing
        self.hasHomeIndicator = hasHomeIndicator
        self.hasRegularWidthInLandscape = hasRegularWidthInLandscape
    }

    /// The model's name.
    public var description: String { name }

    /// The screen in pixels, upright (`UIScreen.nativeBounds.size`): `portraitSize` × `scale`,
    /// the resolution Apple's technical specifications give.
    public var pixelSize: CGSize {
        CGSize(width: portraitSize.width * scale, height: portraitSize.height * scale)
    }

    /// The screen in points in `orientation`: the width and height swap on the model's side.
    public func size(for orientation: InterfaceOrientation) -> CGSize {
        orientation.isLandscape ? CGSize(width: portraitSize.height, height: portraitSize.width) : portraitSize
    }

    /// The window's safe-area insets in `orientation` (`.unknown` and upside down count as
    /// upright).
    public func safeAreaInsets(for orientation: InterfaceOrientation) -> EdgeInsets {
        orientation.isLandscape ? landscapeSafeAreaInsets : portraitSafeAreaInsets
    }

    /// Whether the system shows a status bar in `orientation`: always on iPad; on a phone only
    /// upright, since iOS hides it when the height is compact (landscape).
    public func showsStatusBar(in orientation: InterfaceOrientation) -> Bool {
        userInterfaceIdiom == .pad || !orientation.isLandscape
    }

    /// The height of the band the status bar draws in, in `orientation`: the top safe-area inset
    /// while a status bar is shown, 0 otherwise.
    public func statusBarHeight(in orientation: InterfaceOrientation) -> CGFloat {
        showsStatusBar(in: orientation) ? safeAreaInsets(for: orientation).top : 0
    }

    /// The size classes UIKit gives a window of `size` points on this model (HIG "Layout",
    /// device size classes table): a phone is compact × regular upright (taller than wide), and
    /// on its side compact × compact, or regular × compact for the large phones
    /// (`hasRegularWidthInLandscape`); an iPad is regular × regular (Transit models a window that
    /// fills the screen, not Split View or Slide Over).
    public func sizeClasses(for size: CGSize) -> (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        guard userInterfaceIdiom == .phone else { return (.regular, .regular) }
        if size.height >= size.width { return (.compact, .regular) }
        return (hasRegularWidthInLandscape ? .regular : .compact, .compact)
    }

    /// The model whose `identifier` or `name` is `name`, ignoring case, spaces and hyphens
    /// ("iPhone 16 Pro", "iphone-16-pro" and "IPHONE16PRO" all find the iPhone 16 Pro).
    public static func named(_ name: String) -> DeviceModel? {
        let key = folded(name)
        return all.first { folded($0.identifier) == key || folded($0.name) == key }
    }

    private static func folded(_ s: String) -> String {
        String(s.lowercased().filter { $0.isLetter || $0.isNumber })
    }
}
