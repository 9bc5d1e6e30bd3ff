import Foundation
import Testing
@testable import TransitRender
import TransitTestingReporting

@Suite struct PNGEncoderTests {
    /// A premultiplied bitmap from an un-premultiplied pixel function.
    static func bitmap(_ w: Int, _ h: Int, _ f: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) -> Bitmap {
        var b = Bitmap(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w {
                let (r, g, bl, a) = f(x, y)
                b[x, y] = (
                    Premultiplication.premultiply(r, a), Premultiplication.premultiply(g, a),
                    Premultiplication.premultiply(bl, a), a
                )
            }
        }
        return b
    }

    func header(_ data: Data) -> (depth: UInt8, type: UInt8) { (data[24], data[25]) }

    @Test func choosesTheSmallestLosslessColourType() throws {
        let two = Self.bitmap(9, 5) { x, _ in x % 2 == 0 ? (255, 0, 0, 255) : (0, 0, 255, 255) }
        let many = Self.bitmap(40, 40) { x, y in (UInt8(x * 6), UInt8(y * 6), UInt8((x + y) * 3), 255) }
        let manyAlpha = Self.bitmap(40, 40) { x, y in (UInt8(x * 6), UInt8(y * 6), 9, UInt8(100 + x)) }
        let seventeen = Self.bitmap(17, 3) { x, _ in (UInt8(x * 10), 0, 0, x == 0 ? 0 : 255) }
        expect(try header(unwrap(two.pngData())) == (1, 3))
        expect(try header(unwrap(seventeen.pngData())) == (8, 3))
        expect(try header(unwrap(many.pngData())) == (8, 2))
        expect(try header(unwrap(manyAlpha.pngData())) == (8, 6))
        for b in [two, many, manyAlpha, seventeen] {
            expectEqual(try Bitmap(pngData: unwrap(b.pngData())), b)
        }
    }

    @Test func everyFilterAndLevelRoundTrips() throws {
        let b = Self.bitmap(33, 17) { x, y in (UInt8(x * 7 & 255), UInt8(y * 13 & 255), UInt8(x * y & 255), UInt8(255 - x)) }
        for filter in [PNGFilterStrategy.none, .sub, .up, .average, .paeth, .adaptive] {
            for level in [0, 1, 6, 9] {
                let data = try unwrap(b.pngData(options: PNGEncodingOptions(compressionLevel: level, filter: filter)))
                expectEqual(try Bitmap(pngData: data), b)
            }
        }
    }

    @Test func adaptiveFilteringHelpsSmoothImages() throws {
        // A smooth gradient: "sub"/"up" turn it into near-constant rows, so adaptive must beat "none".
        let b = Self.bitmap(200, 120) { x, y in (UInt8(x), UInt8(y * 2), UInt8((x + y) / 2), 255) }
        let none = try unwrap(b.pngData(options: PNGEncodingOptions(filter: .none))).count
        let adaptive = try unwrap(b.pngData()).count
        expectLessThan(adaptive, none / 2)
    }

    @Test func unpremultipliesWithTheDocumentedRule() throws {
        // Premultiplied (100, 50, 0, 128) is un-premultiplied to round(c · 255 / 128): 199, 100, 0.
        var b = Bitmap(width: 300, height: 1)
        for x in 0..<300 { b[x, 0] = x == 0 ? (100, 50, 0, 128) : (UInt8(x % 256), 0, UInt8(x / 2), 255) }
        let data = try unwrap(b.pngData())
        expectEqual(header(data).type, 6)
        // Read back the raw RGBA sample through the decoder with no premultiplication in between:
        // decoding premultiplies again, which must give the original bytes exactly.
        expect(try Bitmap(pngData: data)[0, 0] == (100, 50, 0, 128))
    }

    @Test func premultiplicationRoundTripsEveryValidPixel() {
        // Exhaustive over every alpha and every premultiplied value c' ≤ a, and checks premultiply
        // against exact rational rounding: round(c·a/255) = (2·c·a + 255) / 510.
        for a in 0...255 {
            for c in 0...255 {
                let exact = (2 * c * a + 255) / 510
                expectEqual(Int(Premultiplication.premultiply(UInt8(c), UInt8(a))), exact)
            }
            for c in 0...a {
                let u = Premultiplication.unpremultiply(UInt8(c), UInt8(a))
                expectEqual(Premultiplication.premultiply(u, UInt8(a)), (a == 0 ? 0 : UInt8(c)))
            }
        }
    }

    @Test func emptyBitmapHasNoPNG() {
        expectNil(Bitmap(width: 0, height: 4).pngData())
    }
}
