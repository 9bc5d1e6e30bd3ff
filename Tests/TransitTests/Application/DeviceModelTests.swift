import Foundation
import Testing
import Transit
import TransitTestingReporting

/// The device presets against published numbers: point sizes and scales from Apple's Human
/// Interface Guidelines ("Layout", device screen sizes), pixel resolutions from Apple's
/// technical specifications, safe-area insets as `UIWindow.safeAreaInsets` reports them on the
/// devices, and UIKit's size-class rules (HIG "Layout", device size classes).
@Suite struct DeviceModelTests {
    struct Published: Sendable, CustomTestStringConvertible {
        let model: DeviceModel
        let points: (Double, Double)
        let scale: Double
        /// The resolution in Apple's technical specifications, portrait (width × height).
        let pixels: (Double, Double)
        /// Top and bottom upright; left, right and bottom on its side.
        let portrait: (top: Double, bottom: Double)
        let landscape: (side: Double, bottom: Double)
        var testDescription: String { model.name }
    }

    static let published: [Published] = [
        Published(model: .iPhoneSE3, points: (375, 667), scale: 2, pixels: (750, 1334), portrait: (20, 0), landscape: (0, 0)),
        Published(model: .iPhone16, points: (393, 852), scale: 3, pixels: (1179, 2556), portrait: (59, 34), landscape: (59, 21)),
        Published(
            model: .iPhone16Pro, points: (402, 874), scale: 3, pixels: (1206, 2622), portrait: (62, 34), landscape: (62, 21)),
        Published(
            model: .iPhone16ProMax, points: (440, 956), scale: 3, pixels: (1320, 2868), portrait: (62, 34), landscape: (62, 21)),
        Published(model: .iPhone17, points: (402, 874), scale: 3, pixels: (1206, 2622), portrait: (62, 34), landscape: (62, 21)),
        Published(
            model: .iPhone17Pro, points: (402, 874), scale: 3, pixels: (1206, 2622), portrait: (62, 34), landscape: (62, 21)),
        Published(
            model: .iPhone17ProMax, points: (440, 956), scale: 3, pixels: (1320, 2868), portrait: (62, 34), landscape: (62, 21)),
        Published(model: .iPadAir11, points: (820, 1180), scale: 2, pixels: (1640, 2360), portrait: (24, 20), landscape: (0, 20))
    ]

    @Test func everyPresetIsInTheTable() {
        expectEqual(Self.published.map(\.model), DeviceModel.all)
        expectEqual(Set(DeviceModel.all.map(\.identifier)).count, DeviceModel.all.count, "command-line names are unique")
    }

    @Test(arguments: published)
    func metricsMatchThePublishedNumbers(_ p: Published) {
        let m = p.model
        expectEqual(m.portraitSize, CGSize(width: p.points.0, height: p.points.1))
        expectEqual(m.scale, CGFloat(p.scale))
        expectEqual(m.pixelSize, CGSize(width: p.pixels.0, height: p.pixels.1), "points × scale is the panel's resolution")
        expectEqual(
            m.safeAreaInsets(for: .portrait), EdgeInsets(top: p.portrait.top, left: 0, bottom: p.portrait.bottom, right: 0))
        let landscapeTop: Double = m.userInterfaceIdiom == .pad ? 24 : 0  // phones hide the status bar on their side
        for orientation in [InterfaceOrientation.landscapeLeft, .landscapeRight] {
            expectEqual(
                m.safeAreaInsets(for: orientation),
                EdgeInsets(top: landscapeTop, left: p.landscape.side, bottom: p.landscape.bottom, right: p.landscape.side))
            expectEqual(m.size(for: orientation), CGSize(width: p.points.1, height: p.points.0))
        }
    }

    @Test func idiomsCornersAndTopEdges() {
        for m in DeviceModel.all where m != .iPadAir11 { expectEqual(m.userInterfaceIdiom, .phone) }
        expectEqual(DeviceModel.iPadAir11.userInterfaceIdiom, .pad)
        expectEqual(DeviceModel.iPadAir11.displayCornerRadius, 18)
        expectEqual(DeviceModel.iPhoneSE3.displayCornerRadius, 0)
        expect(!DeviceModel.iPhoneSE3.hasHomeIndicator)
        expectEqual(DeviceModel.iPhoneSE3.sensorHousing, .bezel)
        expectEqual(DeviceModel.iPhone16.displayCornerRadius, 55)
        expectEqual(DeviceModel.iPhone16.sensorHousing, .dynamicIsland)
        expectEqual(DeviceModel.all.filter(\.hasHomeIndicator).count, DeviceModel.all.count - 1)
    }

    /// HIG "Layout": iPhone portrait compact × regular; landscape compact × compact, except the
    /// large (Plus/Max) phones, regular × compact; iPad full screen regular × regular.
    @Test(arguments: DeviceModel.all)
    func sizeClassesFollowUIKitsRules(_ m: DeviceModel) {
        let upright = m.sizeClasses(for: m.size(for: .portrait))
        let onItsSide = m.sizeClasses(for: m.size(for: .landscapeRight))
        if m.userInterfaceIdiom == .pad {
            expect(upright == (.regular, .regular))
            expect(onItsSide == (.regular, .regular))
        } else {
            expect(upright == (.compact, .regular))
            let large = m.name.hasSuffix("Max")
            expectEqual(m.hasRegularWidthInLandscape, large)
            expect(onItsSide == (large ? .regular : .compact, .compact))
        }
    }

    @Test func statusBarBands() {
        expectEqual(DeviceModel.iPhone16.statusBarHeight(in: .portrait), 59)
        expectEqual(DeviceModel.iPhone16.statusBarHeight(in: .landscapeLeft), 0)
        expectEqual(DeviceModel.iPhoneSE3.statusBarHeight(in: .portrait), 20)
        expectEqual(DeviceModel.iPadAir11.statusBarHeight(in: .landscapeRight), 24)
    }

    @Test func namesAreFoundInAnySpelling() {
        expectEqual(DeviceModel.named("iphone-16-pro"), .iPhone16Pro)
        expectEqual(DeviceModel.named("iPhone 16 Pro"), .iPhone16Pro)
        expectEqual(DeviceModel.named("IPHONE16PROMAX"), .iPhone16ProMax)
        expectEqual(DeviceModel.named("ipad-air-11"), .iPadAir11)
        expectNil(DeviceModel.named("Pixel 9"))
    }
}
