import Foundation

extension DeviceModel {
    /// Every preset, smallest screen first: the command line's `--device` names.
    public static let all: [DeviceModel] = [
        .iPhoneSE3, .iPhone16, .iPhone16Pro, .iPhone16ProMax, .iPhone17, .iPhone17Pro, .iPhone17ProMax, .iPadAir11
    ]

    /// iPhone SE (3rd generation): 375 × 667 pt at 2× (1334 × 750 px, 4.7-inch), a home button
    /// and square corners. Its 20-pt status bar is the only inset upright; in landscape, where
    /// the status bar is hidden, there is none.
    public static let iPhoneSE3 = DeviceModel(
        name: "iPhone SE (3rd generation)", identifier: "iphone-se", userInterfaceIdiom: .phone,
        portraitSize: CGSize(width: 375, height: 667), scale: 2,
        portraitSafeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
        landscapeSafeAreaInsets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
        displayCornerRadius: 0, sensorHousing: .bezel, hasHomeIndicator: false)

    /// iPhone 16: 393 × 852 pt at 3× (2556 × 1179 px, 6.1-inch), Dynamic Island. Safe area: top
    /// 59, bottom 34 upright; left and right 59, bottom 21 on its side. Corners of 55 pt.
    public static let iPhone16 = DeviceModel(
        name: "iPhone 16", identifier: "iphone-16", userInterfaceIdiom: .phone,
        portraitSize: CGSize(width: 393, height: 852), scale: 3,
        portraitSafeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        landscapeSafeAreaInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
        displayCornerRadius: 55, sensorHousing: .dynamicIsland, hasHomeIndicator: true)

    /// iPhone 16 Pro: 402 × 874 pt at 3× (2622 × 1206 px, 6.3-inch), Dynamic Island. Safe area:
    /// top 62, bottom 34 upright; left and right 62, bottom 21 on its side. Corners of 62 pt.
    public static let iPhone16Pro = DeviceModel(
        name: "iPhone 16 Pro", identifier: "iphone-16-pro", userInterfaceIdiom: .phone,
        portraitSize: CGSize(width: 402, height: 874), scale: 3,
        portraitSafeAreaInsets: EdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
        landscapeSafeAreaInsets: EdgeInsets(top: 0, left: 62, bottom: 21, right: 62),
        displayCornerRadius: 62, sensorHousing: .dynamicIsland, hasHomeIndicator: true)

    /// iPhone 16 Pro Max: 440 × 956 pt at 3× (2868 × 1320 px, 6.9-inch), Dynamic Island. Safe
    /// area as the 16 Pro's (62/34 upright, 62/62/21 on its side); corners of 62 pt. A large
    /// phone: regular width in landscape.
    public static let iPhone16ProMax = DeviceModel(
        name: "iPhone 16 Pro Max", identifier: "iphone-16-pro-max", userInterfaceIdiom: .phone,
        portraitSize: CGSize(width: 440, height: 956), scale: 3,
        portraitSafeAreaInsets: EdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
        landscapeSafeAreaInsets: EdgeInsets(top: 0, left: 62, bottom: 21, right: 62),
        displayCornerRadius: 62, sensorHousing: .dynamicIsland, hasHomeIndicator: true,
        hasRegularWidthInLandscape: true)

    /// iPhone 17: the 6.3-inch display of the 16 Pro (402 × 874 pt at 3×, 2622 × 1206 px) with
    /// the same Dynamic Island, so the same safe area (62/34, 62/62/21) and corners.
    public static let iPhone17 = iPhone16Pro.sharingDisplay(name: "iPhone 17", identifier: "iphone-17")

    /// iPhone 17 Pro: 402 × 874 pt at 3× (2622 × 1206 px, 6.3-inch), as the iPhone 16 Pro.
    public static let iPhone17Pro = iPhone16Pro.sharingDisplay(name: "iPhone 17 Pro", identifier: "iphone-17-pro")

    /// iPhone 17 Pro Max: 440 × 956 pt at 3× (2868 × 1320 px, 6.9-inch), as the 16 Pro Max;
    /// regular width in landscape.
    public static let iPhone17ProMax = iPhone16ProMax.sharingDisplay(name: "iPhone 17 Pro Max", identifier: "iphone-17-pro-max")

    /// iPad Air 11-inch (M2): 820 × 1180 pt at 2× (2360 × 1640 px), home indicator, corners of
    /// 18 pt. Safe area: top 24 (the status bar), bottom 20 (the home indicator), in both
    /// orientations; regular × regular full screen.
    public static let iPadAir11 = DeviceModel(
        name: "iPad Air 11-inch (M2)", identifier: "ipad-air-11", userInterfaceIdiom: .pad,
        portraitSize: CGSize(width: 820, height: 1180), scale: 2,
        portraitSafeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        landscapeSafeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        displayCornerRadius: 18, sensorHousing: .bezel, hasHomeIndicator: true)

    /// This model's metrics under another name, for a model with the same display.
    private func sharingDisplay(name: String, identifier: String) -> DeviceModel {
        DeviceModel(
            name: name, identifier: identifier, userInterfaceIdiom: userInterfaceIdiom, portraitSize: portraitSize,
            scale: scale, portraitSafeAreaInsets: portraitSafeAreaInsets,
            landscapeSafeAreaInsets: landscapeSafeAreaInsets, displayCornerRadius: displayCornerRadius,
            sensorHousing: sensorHousing, hasHomeIndicator: hasHomeIndicator,
            hasRegularWidthInLandscape: hasRegularWidthInLandscape)
    }
}
