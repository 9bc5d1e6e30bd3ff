import Foundation

/// The classic library set, with the numbers of Hero's `DefaultAnimationPreprocessor`
/// (HeroTransitions/Hero): 0.35 s; push, cover and page-in on the deceleration curve
/// (0, 0, 0.2, 1), the others on the standard curve (0.4, 0, 0.2, 1); a covered screen dimmed to
/// black at 0.1; push and pull move the lower screen by a third of the width; zoom-slide scales to
/// 0.8; page in and out scale to 0.7; zoom scales 0.7 ↔ 1.3. `edge` is the side the new screen
/// comes from (the side the old one leaves to, for uncover and page-out).
extension CatalogTransition {
    /// The new screen slides in from `edge` over the old one, which moves a third of the way
    /// the other way under a 0.1 dimming (Hero's `.push`).
    public static func push(from edge: RectEdge = .right) -> CatalogTransition {
        let e = single(edge)
        return CatalogTransition(
            name: "push-\(edgeName(e))",
            summary: "slides in from the \(edgeName(e)); the old screen moves a third away, dimmed (Hero)",
            duration: libraryDuration, timing: libraryDeceleration,
            effect: .planar(edge: e, from: .init(travel: -1.0 / 3, dim: libraryDimming), to: .init(travel: 1)))
    }

    /// The old screen slides out to the side opposite `edge`, revealing the new one, which
    /// comes in from a third of the way on `edge`'s side out of a 0.1 dimming (Hero's `.pull`).
    public static func pull(from edge: RectEdge = .right) -> CatalogTransition {
        let e = single(edge)
        return CatalogTransition(
            name: "pull-\(edgeName(e))",
            summary: "the old screen slides away; the new one follows from a third, undimming (Hero)",
            duration: libraryDuration, timing: libraryStandard,
            effect: .planar(
                edge: e, from: .init(travel: -1), to: .init(travel: 1.0 / 3, dim: libraryDimming),
                fromOnTop: true))
    }

    /// The new screen slides in from `edge` over the old one, which stays and dims to 0.1
    /// (Hero's `.cover`).
    public static func cover(from edge: RectEdge = .bottom) -> CatalogTransition {
        let e = [RectEdge.bottom, .top, .left, .right].first { edge.contains($0) } ?? .bottom
        return CatalogTransition(
            name: "cover-dimmed-\(edgeName(e))",
            summary: "slides in from the \(edgeName(e)) over the old screen, which dims (Hero)",
            duration: libraryDuration, timing: libraryDeceleration,
            effect: .planar(edge: e, from: .init(dim: libraryDimming), to: .init(travel: 1)))
    }

    /// The old screen slides out to `edge`, uncovering the new one, which stays and undims from
    /// 0.1 (Hero's `.uncover`).
    public static func uncover(to edge: RectEdge = .bottom) -> CatalogTransition {
        let e = [RectEdge.bottom, .top, .left, .right].first { edge.contains($0) } ?? .bottom
        return CatalogTransition(
            name: "uncover-\(edgeName(e))",
            summary: "the old screen slides out to the \(edgeName(e)), uncovering the new one (Hero)",
            duration: libraryDuration, timing: libraryStandard,
            effect: .planar(edge: e, from: .init(travel: 1), to: .init(dim: libraryDimming), fromOnTop: true))
    }

    /// Both screens move a whole screen: the new one in from `edge`, the old one out the other
    /// side (Hero's `.slide`).
    public static func slide(from edge: RectEdge = .right) -> CatalogTransition {
        let e = single(edge)
        return CatalogTransition(
            name: "slide-\(edgeName(e))", summary: "both screens slide a whole width, the new one from the \(edgeName(e)) (Hero)",
            duration: libraryDuration, timing: libraryStandard,
            effect: .planar(edge: e, from: .init(travel: -1), to: .init(travel: 1)))
    }

    /// Like `slide`, the screens shrunk to 0.8 while they travel (Hero's `.zoomSlide`).
    public static func zoomSlide(from edge: RectEdge = .right) -> CatalogTransition {
        let e = single(edge)
        return CatalogTransition(
            name: "zoom-slide-\(edgeName(e))", summary: "both screens slide, shrunk to 0.8 on the way (Hero)",
            duration: libraryDuration, timing: libraryStandard,
            effect: .planar(edge: e, from: .init(travel: -1, scale: 0.8), to: .init(travel: 1, scale: 0.8)))
    }

    /// The new screen slides in from `edge` over the old one, which shrinks to 0.7 and dims to
    /// 0.1 (Hero's `.pageIn`).
    public static func pageIn(from edge: RectEdge = .right) -> CatalogTransition {
        let e = single(edge)
        return CatalogTransition(
            name: "page-in-\(edgeName(e))",
            summary: "slides in from the \(edgeName(e)); the old screen shrinks to 0.7 and dims (Hero)",
            duration: libraryDuration, timing: libraryDeceleration,
            effect: .planar(edge: e, from: .init(scale: 0.7, dim: libraryDimming), to: .init(travel: 1)))
    }

    /// The old screen slides out to `edge`; the new one grows from 0.7 and undims from 0.1
    /// (Hero's `.pageOut`).
    public static func pageOut(to edge: RectEdge = .right) -> CatalogTransition {
        let e = single(edge)
        return CatalogTransition(
            name: "page-out-\(edgeName(e))",
            summary: "the old screen slides out to the \(edgeName(e)); the new one grows from 0.7 (Hero)",
            duration: libraryDuration, timing: libraryStandard,
            effect: .planar(edge: e, from: .init(travel: 1), to: .init(scale: 0.7, dim: libraryDimming), fromOnTop: true))
    }

    /// A cross-fade: the new screen fades in over the old one over `duration` seconds (ease
    /// in-out; no motion, so reduced motion keeps it).
    public static func fade(duration: TimeInterval = libraryDuration) -> CatalogTransition {
        CatalogTransition(
            name: "fade-in", summary: "the new screen fades in over the old one",
            duration: duration, hasMotion: false, effect: .dissolve)
    }

    /// The old screen grows to 1.3 and fades out, above the new one growing from 0.7 (Hero's
    /// `.zoom`: going in).
    public static func zoomIn() -> CatalogTransition {
        CatalogTransition(
            name: "zoom-in", summary: "the old screen grows to 1.3 and fades; the new one grows from 0.7 (Hero)",
            duration: libraryDuration, timing: libraryStandard,
            effect: .planar(edge: .right, from: .init(scale: 1.3, alpha: 0), to: .init(scale: 0.7), fromOnTop: true))
    }

    /// The new screen shrinks from 1.3 and fades in over the old one shrinking to 0.7 (Hero's
    /// `.zoomOut`: coming back out).
    public static func zoomOut() -> CatalogTransition {
        CatalogTransition(
            name: "zoom-out", summary: "the new screen shrinks from 1.3 and fades in; the old one shrinks to 0.7 (Hero)",
            duration: libraryDuration, timing: libraryStandard,
            effect: .planar(edge: .right, from: .init(scale: 0.7), to: .init(scale: 1.3, alpha: 0)))
    }
}
