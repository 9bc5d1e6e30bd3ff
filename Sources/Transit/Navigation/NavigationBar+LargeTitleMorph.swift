import Foundation

/// Large titles in a push or pop, as iOS draws them (iOS 11 and later): pushing from a screen
/// whose large title shows to one that shows its title inline, the large title travels up into
/// the back button's place, shrinking to the back title's width (about half its size: 17 pt
/// regular against 34 pt bold), and fades out while the new back
/// title — the same word — fades in on the same path, as the bar shrinks to 44 pt; a pop runs it
/// backwards, the back title growing down into the large title as the bar grows. The two words
/// coincide at every frame (each moves by the same curve between the same two rectangles), so
/// the viewer sees one word move; they are never two texts in one place.
///
/// The item view showing the large title keeps its height meanwhile (`heldHeight`), so its title
/// is neither clipped nor carried by the bar's bottom edge moving under it; its path, from the
/// large title's resting place to the back title's, stays inside the bar as it shrinks.
extension NavigationBar {
    /// The two transforms of a large-title push or pop.
    @MainActor
    struct LargeTitleMorph {
        /// The item view showing the large title: the outgoing one on a push, the incoming one
        /// on a pop.
        let large: NavigationItemView
        /// The item view whose back button is titled with it.
        let small: NavigationItemView
        /// The transform of `large`'s large-title area that lays the large title over the back
        /// title.
        let largeToBack: CGAffineTransform
        /// The transform of `small`'s back title that lays it over the large title.
        let backToLarge: CGAffineTransform
        /// The transition is over: the large item view fills the bar again.
        func end() {
            large.heldHeight = nil
            large.setNeedsLayout()
        }
    }

    /// Decides the morph of a push or pop (see `largeTitleMorph`) and, with no animation, puts
    /// its incoming part where it starts: the new back title over the large title on a push, the
    /// large title over the old back title on a pop.
    func beginMorph(
        outgoing: NavigationItemView?, incoming: NavigationItemView?, push: Bool,
        incomingExtent: CGFloat
    ) -> LargeTitleMorph? {
        var morph: LargeTitleMorph?
        View.performWithoutAnimation {
            morph = largeTitleMorph(outgoing: outgoing, incoming: incoming, push: push, incomingExtent: incomingExtent)
            guard let morph else { return }
            if push {
                morph.small.backButton?.titleLabel?.transform = morph.backToLarge
            } else {
                morph.large.largeTitleArea.transform = morph.largeToBack
            }
        }
        return morph
    }

    /// Whether an item view shows its large title (at least half open, where it is fully
    /// opaque and the inline title hidden).
    static func showsLargeTitleFully(extent: CGFloat) -> Bool {
        extent.isFinite && extent >= largeTitleHeight / 2
    }

    /// The morph of a push or pop between `outgoing` and `incoming`, or `nil` when it does not
    /// apply: the large side must show its large title fully, the other side none, and the
    /// smaller side must have a back button. `incomingExtent` is the incoming item's large-title
    /// area at rest. Holds the large side's height and lays it out.
    func largeTitleMorph(
        outgoing: NavigationItemView?, incoming: NavigationItemView?, push: Bool,
        incomingExtent: CGFloat
    ) -> LargeTitleMorph? {
        guard let outgoing, let incoming else { return nil }
        let outgoingExtent = outgoing.showsLargeTitle ? max(0, outgoing.bounds.height - Self.height) : 0
        let incomingLarge = incoming.showsLargeTitle && Self.showsLargeTitleFully(extent: incomingExtent)
        let outgoingLarge = Self.showsLargeTitleFully(extent: outgoingExtent)
        guard push ? (outgoingLarge && !incomingLarge) : (incomingLarge && !outgoingLarge) else { return nil }
        let large = push ? outgoing : incoming, small = push ? incoming : outgoing
        guard let button = small.backButton, let label = button.titleLabel,
            label.font.pointSize > 0, large.largeTitleLabel.font.pointSize > 0
        else { return nil }
        large.heldHeight = Self.height + (push ? outgoingExtent : incomingExtent)
        setNeedsLayout()
        layoutIfNeeded()
        let largeWidth = large.largeTitleLabel.bounds.width
        let scale =
            largeWidth > 0 && label.bounds.width > 0
            ? label.bounds.width / largeWidth
            : label.font.pointSize / large.largeTitleLabel.font.pointSize
        let labelCenter = CGPoint(x: button.frame.minX + label.center.x, y: button.frame.minY + label.center.y)
        let leadingSide: CGFloat = large.isRightToLeft ? 1 : -1  // the leading edge: the right one right to left
        let backAnchor = CGPoint(x: labelCenter.x + leadingSide * label.bounds.width / 2, y: labelCenter.y)
        let largeAnchor = large.largeTitleAnchor
        return LargeTitleMorph(
            large: large, small: small,
            largeToBack: Self.transform(about: large.largeTitleArea.center, moving: largeAnchor, to: backAnchor, scale: scale),
            backToLarge: Self.transform(about: labelCenter, moving: backAnchor, to: largeAnchor, scale: 1 / scale))
    }

    /// The transform of a view whose centre is `center` that scales it by `scale` and carries
    /// the point `p` to `q` (all in the superview's coordinates): a view's transform applies
    /// about its centre, so p ↦ center + scale · (p − center) + t, solved for t.
    static func transform(about center: CGPoint, moving p: CGPoint, to q: CGPoint, scale: CGFloat) -> CGAffineTransform {
        let tx = q.x - center.x - scale * (p.x - center.x)
        let ty = q.y - center.y - scale * (p.y - center.y)
        return CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: tx, ty: ty)
    }
}

extension NavigationItemView {
    /// The large title's leading edge (the right one right to left) at its vertical middle, in
    /// the item view's coordinates, at rest (from centres and bounds, which transforms leave alone).
    var largeTitleAnchor: CGPoint {
        let area = largeTitleArea.center, areaSize = largeTitleArea.bounds.size
        let label = largeTitleLabel.center
        let leadingSide: CGFloat = isRightToLeft ? 1 : -1
        return CGPoint(
            x: area.x - areaSize.width / 2 + label.x + leadingSide * largeTitleLabel.bounds.width / 2,
            y: area.y - areaSize.height / 2 + label.y)
    }
}
