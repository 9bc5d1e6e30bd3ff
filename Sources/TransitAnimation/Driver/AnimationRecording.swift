import Foundation

/// An animation block being performed: property changes made through
/// `AnimatableProperty.setValue(_:in:)` while it is current become animations driven by its
/// animator (what UIKit's animation-block context does for `UIView` properties).
public final class AnimationRecording {
    /// The animator the changes are recorded for.
    public unowned let animator: PropertyAnimator
    let track: AnimationTrack
    let keyframe: (start: CGFloat, duration: CGFloat)?

    init(animator: PropertyAnimator, track: AnimationTrack, keyframe: (start: CGFloat, duration: CGFloat)? = nil) {
        self.animator = animator
        self.track = track
        self.keyframe = keyframe
    }
}
