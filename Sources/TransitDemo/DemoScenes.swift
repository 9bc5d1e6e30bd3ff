/// Every scene of `transit demo`, in the order they are rendered and listed.
extension DemoScene {
    /// The scenes, seed by seed.
    public static var all: [DemoScene] {
        [seed000Stage1, seed000Stage2, seed000Stage3, seed000Interactive,
         seed001PresentDismiss, seed001InteractiveDismissal,
         seed002NavigationFade,
         seed003NavigationCustom, seed003NavigationEdgeSwipe, seed003TableSelection, seed003TabSwitch, seed003LayoutPinch,
         seed003LayoutPush,
         seed004SlideMenu,
         sheetDetents, sheetScrollHandover, sheetDismissal, sheetStack,
         layoutExpandingCard,
         sharedElementPhoto, sharedElementSheet, zoomGrid, barsLargeTitleList,
         dynamicsDroppingMenu, dynamicsSnappedCard]
    }

    /// The scene named `name`, if any.
    public static func named(_ name: String) -> DemoScene? { all.first { $0.name == name } }
}
