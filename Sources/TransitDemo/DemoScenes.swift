/// Every scene of `transit demo`, in the order they are rendered and listed.
extension DemoScene {
    /// The scenes, topic by topic.
    public static var all: [DemoScene] {
        [
            containerStage1, containerStage2, containerStage3, containerInteractive,
            presentDismiss, interactiveDismissal, popover, alert,
            navigationFade,
            navigationCustom, navigationEdgeSwipe, backDuringPush, tableSelection, tabSwitch, layoutPinch,
            layoutPush,
            slideMenu,
            sheetDetents, sheetScrollHandover, sheetDismissal, sheetStack,
            layoutExpandingCard,
            sharedElementPhoto, sharedElementSheet, zoomGrid, zoomScrollingGrid, barsLargeTitleList,
            dynamicsDroppingMenu, dynamicsSnappedCard, dynamicsPinnedMenu, dynamicsFieldBubbles, drawingActivityCard,
            materialsVibrancy
        ]
    }

    /// The scene named `name`, if any.
    public static func named(_ name: String) -> DemoScene? { all.first { $0.name == name } }
}
