import Foundation
import Testing
@testable import TransitRender
import TransitTestingReporting

/// `FrameCompositor` against the full render: every frame of each sequence equals
/// `Renderer().render(tree)` byte for byte, every pixel outside the reported damage equals the
/// previous frame's, and the damage stays near what changed.
@Suite struct FrameCompositorTests {
    typealias S = RenderTestSupport

    /// Renders `trees` in order through one compositor; expects each frame to be the full render
    /// and unchanged outside its damage; returns each frame's damage.
    @discardableResult
    static func check(_ trees: [RenderTree], sourceLocation: SourceLocation = #_sourceLocation) -> [[PixelRect]] {
        let compositor = FrameCompositor()
        var previous: Bitmap?
        var damages: [[PixelRect]] = []
        for (i, tree) in trees.enumerated() {
            let frame = compositor.render(tree)
            let full = Renderer().render(tree)
            let differing = zip(frame.bitmap.pixels, full.pixels).filter { $0 != $1 }.count
            #expect(
                frame.bitmap.pixels.count == full.pixels.count && differing == 0, "frame \(i): \(differing) bytes differ",
                sourceLocation: sourceLocation)
            if let previous, previous.width == frame.bitmap.width, previous.height == frame.bitmap.height {
                expectEqual(frame.pixelsChangedOutsideDamage(since: previous), 0, "frame \(i)", sourceLocation: sourceLocation)
            }
            previous = frame.bitmap
            damages.append(frame.damage)
        }
        return damages
    }

    /// The rows the damage covers (it is made of whole-row bands).
    static func rows(_ rects: [PixelRect]) -> Int { rects.reduce(0) { $0 + $1.height } }

    /// A scene over a patterned background: stripes, a rounded card at `x` with a child.
    static func scene(cardX: CGFloat, cardOpacity: CGFloat = 1, extra: (inout RenderNode) -> Void = { _ in }) -> RenderTree {
        var stripes: [RenderNode] = (0..<8).map {
            S.box(
                CGRect(x: 0, y: CGFloat($0) * 12, width: 96, height: 6),
                $0 % 2 == 0 ? Color(red: 0, green: 0.48, blue: 1) : Color(red: 1, green: 0.8, blue: 0))
        }
        var card = S.box(CGRect(x: cardX, y: 20, width: 30, height: 24), .white, radius: 5)
        card.opacity = cardOpacity
        card.children = [S.box(CGRect(x: 4, y: 4, width: 10, height: 10), Color(red: 1, green: 0.23, blue: 0.19))]
        extra(&card)
        stripes.append(card)
        return S.tree(stripes, size: CGSize(width: 96, height: 96), scale: 1, background: .white)
    }

    @Test func anUnchangedFrameHasNoDamageAndTheSamePixels() {
        let tree = Self.scene(cardX: 10)
        let damages = Self.check([tree, tree, tree])
        expectEqual(damages[0], [PixelRect(x: 0, y: 0, width: 96, height: 96)])
        expect(damages[1] == [] && damages[2] == [])
    }

    @Test func aMovedLayerDamagesWhereItWasAndWhereItIs() {
        let xs: [CGFloat] = [10, 10.3, 11.7, 15.25, 40, 41]
        let damages = Self.check(xs.map { Self.scene(cardX: $0) })
        // 10.3 → 11.7: the card's 24 rows, padded by a pixel each side, in whole-row bands.
        expectEqual(damages[2], [PixelRect(x: 0, y: 19, width: 96, height: 26)])
        for d in damages.dropFirst() { expectLessThanOrEqual(Self.rows(d), 26) }
    }

    @Test func aFadedLayerWithSublayersMatchesTheFullRender() {
        let damages = Self.check([1, 0.8, 0.5, 0.5, 0.1, 0].map { Self.scene(cardX: 20, cardOpacity: $0) })
        expectEqual(damages[3], [])
        expectEqual(damages[2], [PixelRect(x: 0, y: 19, width: 96, height: 26)])
    }

    @Test func aShadowSpreadsTheDamageOfItsSublayers() {
        func tree(_ color: Color, _ x: CGFloat) -> RenderTree {
            Self.scene(cardX: x) { card in
                card.shadowOpacity = 0.6
                card.shadowRadius = 6
                card.shadowOffset = CGSize(width: 3, height: 5)
                card.children[0].backgroundColor = color
            }
        }
        // The sublayer changes colour inside the shadowed card; then the card moves.
        let damages = Self.check([
            tree(Color(red: 1, green: 0.23, blue: 0.19), 20), tree(Color(red: 0.2, green: 0.78, blue: 0.35), 20),
            tree(Color(red: 0.2, green: 0.78, blue: 0.35), 20.5), tree(.black, 33)
        ])
        expect(!damages[1].isEmpty && Self.rows(damages[1]) < 60)
    }

    @Test func aBackdropIsRedrawnWhenWhatItsBlurReadsChanges() {
        func tree(_ x: CGFloat) -> RenderTree {
            var t = Self.scene(cardX: x)
            var glass = RenderNode(frame: CGRect(x: 50, y: 10, width: 40, height: 40))
            glass.backdrop = RenderNode.Backdrop(
                blurRadius: 6, saturation: 1.8, tintColor: Color(red: 1, green: 1, blue: 1, alpha: 0.3))
            glass.cornerRadius = 8
            t.root.children.append(glass)
            return t
        }
        // The card passes beside the material (within its blur's reach), then under it, then away.
        let damages = Self.check([10, 14, 22, 30, 44, 60, 70, 10].map(tree))
        expect(damages.dropFirst().allSatisfy { !$0.isEmpty })
    }

    @Test func aBackdropAwayFromTheDamageMatchesTheFullRender() {
        func tree(_ y: CGFloat) -> RenderTree {
            var t = Self.scene(cardX: 30)
            var glass = RenderNode(frame: CGRect(x: 8, y: 62, width: 70, height: 30))
            glass.backdrop = RenderNode.Backdrop(
                blurRadius: 2, saturation: 1.8, tintColor: Color(red: 1, green: 1, blue: 1, alpha: 0.2))
            t.root.children.append(glass)
            t.root.children.append(S.box(CGRect(x: 20, y: y, width: 12, height: 5), Color(red: 0.69, green: 0.32, blue: 0.87)))
            return t
        }
        // Only a layer far above the material moves: the rows redrawn hold none of the material's.
        let damages = Self.check([2, 4, 7.5, 10, 10].map(tree))
        expect(damages.dropFirst().dropLast().allSatisfy { !$0.isEmpty && Self.rows($0) < 20 })
        expectEqual(damages.last, [])
    }

    @Test func aBackdropInsideAGroupMatchesTheFullRender() {
        func tree(_ x: CGFloat) -> RenderTree {
            var t = Self.scene(cardX: x)
            var panel = S.box(CGRect(x: 40, y: 30, width: 50, height: 50), Color(red: 0, green: 0, blue: 0, alpha: 0.2))
            panel.opacity = 0.9
            panel.shadowOpacity = 0.5
            var glass = RenderNode(frame: CGRect(x: 5, y: 5, width: 30, height: 30))
            glass.backdrop = RenderNode.Backdrop(blurRadius: 4)
            var moving = S.box(CGRect(x: x - 30, y: 20, width: 8, height: 8), Color(red: 0.69, green: 0.32, blue: 0.87))
            moving.zPosition = -1
            panel.children = [moving, glass]
            t.root.children.append(panel)
            return t
        }
        Self.check([30, 31, 35.5, 44, 60, 61].map(tree))
    }

    @Test func aMaskedLayerMatchesTheFullRender() {
        func tree(_ x: CGFloat, _ maskX: CGFloat) -> RenderTree {
            Self.scene(cardX: 30) { card in
                var mask = S.box(CGRect(x: maskX, y: 2, width: 20, height: 20), .black, radius: 10)
                mask.opacity = 0.7
                card.mask = mask
                card.children[0].position.x = x
            }
        }
        Self.check([tree(9, 2), tree(12.5, 2), tree(12.5, 6.5), tree(20, 6.5), tree(20, 6.5)])
    }

    @Test func perspectiveAndTransformLayersMatchTheFullRender() {
        func tree(_ angle: CGFloat) -> RenderTree {
            var t = Self.scene(cardX: 5)
            var flip = S.box(CGRect(x: 40, y: 40, width: 40, height: 40), Color(red: 0.35, green: 0.78, blue: 0.98), radius: 4)
            var p = Transform3D.identity
            p.m34 = -1 / 200
            flip.transform = p.rotated(by: angle, x: 0, y: 1, z: 0)
            var cube = RenderNode(frame: CGRect(x: 10, y: 50, width: 30, height: 30))
            cube.preserves3D = true
            cube.sublayerTransform = p
            var front = S.box(CGRect(x: 0, y: 0, width: 30, height: 30), Color(red: 1, green: 0.58, blue: 0))
            front.transform = Transform3D(rotationAngle: angle, x: 1, y: 0, z: 0)
            var back = S.box(CGRect(x: 0, y: 0, width: 30, height: 30), Color(red: 0.2, green: 0.78, blue: 0.35))
            back.transform = Transform3D(translationX: 0, y: 0, z: -8).rotated(by: -angle, x: 1, y: 0, z: 0)
            cube.children = [front, back]
            t.root.children += [flip, cube]
            return t
        }
        Self.check([0, 0.3, 0.9, 1.4, 1.7, 2.6, 2.6, 3.1].map(tree))
    }

    @Test func textThatChangesOrMovesMatchesTheFullRender() {
        func tree(_ text: String, _ y: CGFloat) -> RenderTree {
            Self.scene(cardX: 4) { card in
                var label = RenderNode(frame: CGRect(x: 2, y: y, width: 60, height: 14))
                label.content = .text(RenderNode.TextContent(text: text, fontSize: 9, color: .black))
                card.children.append(label)
            }
        }
        Self.check([tree("Hello", 2), tree("Hello", 2), tree("Hellp", 2), tree("Hellp", 3.5), tree("Wide text", 3.5)])
    }

    @Test func aChangeOfSizeOrBackgroundRedrawsEverything() {
        var other = Self.scene(cardX: 10)
        other.backgroundColor = .black
        var bigger = other
        bigger.size = CGSize(width: 100, height: 96)
        let damages = Self.check([Self.scene(cardX: 10), other, bigger])
        expectEqual(damages[1], [PixelRect(x: 0, y: 0, width: 96, height: 96)])
        expectEqual(damages[2], [PixelRect(x: 0, y: 0, width: 100, height: 96)])
    }

    @Test func aFrameWithoutPixelsIsEmptyAndTheNextIsDrawnWhole() {
        var empty = Self.scene(cardX: 10)
        empty.size = CGSize(width: CGFloat.nan, height: 96)
        let compositor = FrameCompositor()
        _ = compositor.render(Self.scene(cardX: 10))
        let nothing = compositor.render(empty)
        expectEqual(nothing.bitmap.width, 0)
        expectEqual(nothing.bitmap.height, 0)
        expect(nothing.damage.isEmpty)
        let next = compositor.render(Self.scene(cardX: 12))
        expectEqual(next.damage, [PixelRect(x: 0, y: 0, width: 96, height: 96)])
        expectEqual(next.bitmap, Renderer().render(Self.scene(cardX: 12)))
    }
}
