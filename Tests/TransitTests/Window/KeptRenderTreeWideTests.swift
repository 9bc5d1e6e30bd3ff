import Foundation
import Testing
@testable import Transit
import TransitTesting
import TransitTestingReporting

/// A layer with many sublayers, where the kept walk asks for the memory of the sublayers ahead
/// of the one it writes (`Layer.prefetchRenderReads`): under seeded random changes — block
/// animations started over running ones, hidden and shown views, masks set and removed, values
/// set, views removed and inserted elsewhere — every frame's kept tree must be the tree the same
/// layers give walked from empty nodes.
extension KeptRenderTreeTests {
    @Test(arguments: [UInt64(3)])
    func aWideLayerUnderRandomChangesKeepsTheTreeFromScratch(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let w = Window(size: CGSize(width: 400, height: 400), scale: 1)
        w.makeKeyAndVisible()
        let count = Layer.renderPrefetchMinimum + 40
        let views = (0..<count).map { i in
            let v = View(frame: CGRect(x: Double(i % 40) * 10, y: Double(i / 40 % 40) * 10, width: 9, height: 9))
            v.backgroundColor = Color(white: Double(i % 10) / 10)
            w.addSubview(v)
            return v
        }
        w.step(to: 0)
        keptFrame(w)
        // Every other view animates from the start, so the hints have animating values to ask for.
        View.animate(withDuration: 0.5) {
            for v in views.enumerated().filter({ $0.offset % 2 == 0 }).map(\.element) {
                v.alpha = 0.5
                v.transform = CGAffineTransform(rotationAngle: 0.3)
            }
        }
        var midAnimation = false
        for f in 1...12 {
            change(views, in: w, random: &random)
            w.step(to: Double(f) / 60)
            let root = keptFrame(w)
            midAnimation = midAnimation || root.children.contains { $0.opacity > 0.25 && $0.opacity < 1 }
        }
        expect(w.layer.sublayers?.count ?? 0 >= Layer.renderPrefetchMinimum, "the walk took the wide path")
        expect(midAnimation, "frames caught animations between their ends")
    }

    /// One random change to one of `views`.
    private func change(_ views: [View], in w: Window, random: inout SplitMix64) {
        let i = Int.random(in: 0..<views.count, using: &random)
        let v = views[i]
        switch Int.random(in: 0..<6, using: &random) {
        case 0:
            let dx = Double.random(in: -20...20, using: &random)
            let duration = Double.random(in: 0.05...0.6, using: &random)
            View.animate(withDuration: duration) {
                v.frame = v.frame.offsetBy(dx: dx, dy: -dx / 2)
                v.alpha = v.alpha < 0.5 ? 1 : 0.25
                v.transform = CGAffineTransform(rotationAngle: dx / 40)
                v.backgroundColor = Color(red: 1, green: abs(dx) / 20, blue: 0)
            }
        case 1:
            // One view at most is hidden, for one frame or a few: a hidden sublayer sends the walk
            // down the general path, which is checked too.
            if let hidden = w.subviews.first(where: \.isHidden) { hidden.isHidden = false } else { v.isHidden = true }
        case 2:
            if v.layer.mask == nil {
                let mask = Layer()
                mask.frame = CGRect(x: 0, y: 0, width: 20, height: 30)
                mask.backgroundColor = .black
                v.layer.mask = mask
            } else {
                v.layer.mask = nil
            }
        case 3: v.layer.cornerRadius = Double.random(in: 0...8, using: &random)
        case 4:
            v.removeFromSuperview()
            let j = Int.random(in: 0..<views.count, using: &random)
            w.insertSubview(v, at: min(j, w.subviews.count))
        default: v.layer.borderWidth = v.layer.borderWidth == 0 ? 2 : 0
        }
    }
}
