import Foundation

/// The traits of the environment a view is shown in (`UITraitCollection`): display scale, size
/// classes, idiom and interface style. A value type in Transit; an unspecified trait has the
/// value `.unspecified` (or 0 for the scale), as in UIKit.
///
/// A window's views share its traits: the window's `screenTraits` (what a device would report:
/// size classes, idiom, style), with `displayScale` taken from its `screenScale`. A view outside
/// any window has `TraitCollection()`, all traits unspecified.
public struct TraitCollection: Hashable, Sendable {
    /// Pixels per point (`UITraitCollection.displayScale`); 0 when unspecified.
    public var displayScale: CGFloat = 0
    /// The horizontal size class (`UITraitCollection.horizontalSizeClass`).
    public var horizontalSizeClass: UserInterfaceSizeClass = .unspecified
    /// The vertical size class (`UITraitCollection.verticalSizeClass`).
    public var verticalSizeClass: UserInterfaceSizeClass = .unspecified
    /// The kind of device (`UITraitCollection.userInterfaceIdiom`).
    public var userInterfaceIdiom: UserInterfaceIdiom = .unspecified
    /// Light or dark appearance (`UITraitCollection.userInterfaceStyle`).
    public var userInterfaceStyle: UserInterfaceStyle = .unspecified
    /// The direction of the interface's layout (`UITraitCollection.layoutDirection`):
    /// right-to-left for Arabic, Hebrew and other right-to-left languages.
    public var layoutDirection: TraitEnvironmentLayoutDirection = .unspecified
    /// How high the content sits (`UITraitCollection.userInterfaceLevel`): `.elevated` inside a
    /// controller presented as a sheet (page sheet, form sheet), which UIKit draws above the
    /// window's main content; unspecified elsewhere, which the system colours resolve as `.base`.
    public var userInterfaceLevel: UserInterfaceLevel = .unspecified

    /// A collection with every trait unspecified (`UITraitCollection()`).
    public init() {}

    /// A collection with only the display scale specified (`UITraitCollection(displayScale:)`).
    public init(displayScale: CGFloat) { self.displayScale = displayScale }

    /// A collection with only the horizontal size class specified
    /// (`UITraitCollection(horizontalSizeClass:)`).
    public init(horizontalSizeClass: UserInterfaceSizeClass) { self.horizontalSizeClass = horizontalSizeClass }

    /// A collection with only the vertical size class specified
    /// (`UITraitCollection(verticalSizeClass:)`).
    public init(verticalSizeClass: UserInterfaceSizeClass) { self.verticalSizeClass = verticalSizeClass }

    /// A collection with only the idiom specified (`UITraitCollection(userInterfaceIdiom:)`).
    public init(userInterfaceIdiom: UserInterfaceIdiom) { self.userInterfaceIdiom = userInterfaceIdiom }

    /// A collection with only the interface style specified
    /// (`UITraitCollection(userInterfaceStyle:)`).
    public init(userInterfaceStyle: UserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }

    /// A collection with only the layout direction specified
    /// (`UITraitCollection(layoutDirection:)`).
    public init(layoutDirection: TraitEnvironmentLayoutDirection) { self.layoutDirection = layoutDirection }

    /// A collection with only the interface level specified
    /// (`UITraitCollection(userInterfaceLevel:)`).
    public init(userInterfaceLevel: UserInterfaceLevel) { self.userInterfaceLevel = userInterfaceLevel }

    /// The collections combined (`UITraitCollection(traitsFrom:)`): for each trait, the value
    /// of the last collection that specifies it.
    public init(traitsFrom collections: [TraitCollection]) {
        for c in collections {
            if c.displayScale != 0 { displayScale = c.displayScale }
            if c.horizontalSizeClass != .unspecified { horizontalSizeClass = c.horizontalSizeClass }
            if c.verticalSizeClass != .unspecified { verticalSizeClass = c.verticalSizeClass }
            if c.userInterfaceIdiom != .unspecified { userInterfaceIdiom = c.userInterfaceIdiom }
            if c.userInterfaceStyle != .unspecified { userInterfaceStyle = c.userInterfaceStyle }
            if c.layoutDirection != .unspecified { layoutDirection = c.layoutDirection }
            if c.userInterfaceLevel != .unspecified { userInterfaceLevel = c.userInterfaceLevel }
        }
    }

    /// Whether every trait `other` specifies has the same value here
    /// (`UITraitCollection.containsTraits(in:)`); `nil` contains nothing and is contained.
    public func containsTraits(in other: TraitCollection?) -> Bool {
        guard let other else { return true }
        return (other.displayScale == 0 || other.displayScale == displayScale)
            && (other.horizontalSizeClass == .unspecified || other.horizontalSizeClass == horizontalSizeClass)
            && (other.verticalSizeClass == .unspecified || other.verticalSizeClass == verticalSizeClass)
            && (other.userInterfaceIdiom == .unspecified || other.userInterfaceIdiom == userInterfaceIdiom)
            && (other.userInterfaceStyle == .unspecified || other.userInterfaceStyle == userInterfaceStyle)
            && (other.layoutDirection == .unspecified || other.layoutDirection == layoutDirection)
            && (other.userInterfaceLevel == .unspecified || other.userInterfaceLevel == userInterfaceLevel)
    }
}

/// A size class (`UIUserInterfaceSizeClass`), with UIKit's raw values.
public enum UserInterfaceSizeClass: Int, Sendable, CaseIterable {
    /// Not specified (`.unspecified`).
    case unspecified = 0
    /// A constrained dimension (`.compact`).
    case compact = 1
    /// An expansive dimension (`.regular`).
    case regular = 2
}

/// A light or dark appearance (`UIUserInterfaceStyle`), with UIKit's raw values.
public enum UserInterfaceStyle: Int, Sendable, CaseIterable {
    /// Not specified (`.unspecified`).
    case unspecified = 0
    /// Light appearance (`.light`).
    case light = 1
    /// Dark appearance (`.dark`).
    case dark = 2
}

/// How high content sits in the window (`UIUserInterfaceLevel`), with UIKit's raw values.
public enum UserInterfaceLevel: Int, Sendable, CaseIterable {
    /// Not specified (`.unspecified`).
    case unspecified = -1
    /// The window's main content (`.base`).
    case base = 0
    /// Content visually above the main content, such as sheets and popovers (`.elevated`).
    case elevated = 1
}

/// The kind of device (`UIUserInterfaceIdiom`), with UIKit's raw values.
public enum UserInterfaceIdiom: Int, Sendable, CaseIterable {
    /// Not specified (`.unspecified`).
    case unspecified = -1
    /// A phone (`.phone`).
    case phone = 0
    /// A tablet (`.pad`).
    case pad = 1
    /// A television (`.tv`).
    case tv = 2
    /// A car display (`.carPlay`).
    case carPlay = 3
    /// A Mac (`.mac`).
    case mac = 5
}

/// The layout direction of a trait environment (`UITraitEnvironmentLayoutDirection`).
public enum TraitEnvironmentLayoutDirection: Int, Sendable, CaseIterable {
    /// Not specified: views lay out left to right.
    case unspecified = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}
