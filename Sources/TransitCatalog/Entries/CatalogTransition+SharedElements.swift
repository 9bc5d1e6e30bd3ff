import Foundation

/// Shared elements (matched geometry) for any catalogue entry: what Hero's `hero.id`, Android's
/// shared-element transitions and SwiftUI's `matchedGeometryEffect(id:in:)` do. UIKit has no
/// counterpart; apps write it by hand in a custom animator.
extension CatalogTransition {
    /// The same entry with shared elements: each view of the leaving screen whose
    /// `View.sharedElementID` is also carried by a view of the arriving screen flies from its
    /// frame to its partner's, above both screens, while the screens run the entry's own effect.
    ///
    /// ```swift
    /// thumbnail.sharedElementID = "photo-42"    // in the list's cell
    /// header.sharedElementID = "photo-42"       // in the detail screen
    /// let transitions = NavigationTransitions(.push(from: .right).sharedElements())
    /// navigationController.delegate = transitions   // keep `transitions`: the delegate is weak
    /// ```
    ///
    /// Shared elements are off unless asked for, so tagging a view never changes an entry that
    /// does not fly them. With them on:
    /// - **Matching.** Identifiers are looked up depth first in the two screens (the from and to
    ///   view controllers' views, also a presenter that stays under a sheet). An identifier found
    ///   in only one screen, or carried by a view the app hides (`isHidden` on it or on an
    ///   ancestor in its screen), leaves its views to the entry's motion; one found twice in a
    ///   screen flies its first view and is reported (`catalog.sharedElement`).
    /// - **The flight.** A pair flies as two snapshots stretched over a view that clips them
    ///   (the source's on top, fading out over the destination's as the pair goes), in an overlay
    ///   covering the window above both screens. Its frame, corner radius and alpha go from the
    ///   source's to the destination's. Frames are in window coordinates, through every transform,
    ///   scroll offset and nesting between a view and its screen (bounding boxes, as
    ///   `UIView.convert(_:to:)` gives them); a screen the effect moves counts at its resting
    ///   frame, so the element lands where its view rests; a screen that stays (a presenter) is
    ///   measured every frame, so a list that scrolls during a dismissal is followed.
    /// - **Timing.** At transition progress `p` the pair is at `timing`'s progress at `p` times
    ///   the timing's duration: 0 at the start, exactly 1 at the end, overshooting in between
    ///   for a spring. The default is the `snappy` spring (SwiftUI's `Spring.snappy`: 0.5 s,
    ///   bounce 0.15). Because the pair follows the transition's progress, a gesture scrubbing
    ///   the transition scrubs the pair, and a cancel flies it back along the same path.
    /// - **Originals** are hidden while their pair flies and shown again when the transition
    ///   ends, finished or cancelled; the overlay is removed then, so nothing is left behind.
    /// - **A view that leaves** its screen or the window during the transition (a cell removed
    ///   while the detail is dismissed) ends its pair: the flying element stops where it is and
    ///   fades out, reaching 0 at the end the progress moves to, and its partner is shown again
    ///   at once and moves with its screen by the entry's motion.
    /// - **Flights that overlap** in a window (a presentation starting while a push flies) know
    ///   which views the other hides, so whichever ends last leaves every original shown.
    /// - **Reduced motion** (`motionSettings.reduceMotion`) leaves tagged views to the
    ///   cross-fade that replaces the entry.
    public func sharedElements(timing: any TimingCurveProvider = SpringTimingParameters.snappy) -> CatalogTransition {
        var copy = self
        copy.sharedElementTiming = timing
        return copy
    }
}
