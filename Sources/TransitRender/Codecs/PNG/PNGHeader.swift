/// The IHDR chunk, validated (PNG specification §11.2.2).
struct PNGHeader: Equatable {
    var width: Int
    var height: Int
    var bitDepth: Int
    var colorType: Int
    var interlaced: Bool

    /// Samples per pixel for the colour type.
    var channels: Int {
        switch colorType {
        case 0, 3: 1
        case 2: 3
        case 4: 2
        default: 4
        }
    }

    /// Bits per pixel.
    var bitsPerPixel: Int { channels * bitDepth }
    /// The filter distance in bytes (at least 1).
    var filterBytesPerPixel: Int { max(1, bitsPerPixel / 8) }

    /// Bytes of one scanline (without its filter byte) for `pixels` pixels.
    func rowBytes(_ pixels: Int) -> Int { (pixels * bitsPerPixel + 7) / 8 }

    init(_ d: [UInt8], maximumPixelCount: Int) throws {
        guard d.count == 13 else { throw PNGError(.badChunkLength, "IHDR is \(d.count) bytes, not 13") }
        let w = d[0..<4].reduce(0) { $0 << 8 | Int($1) }, h = d[4..<8].reduce(0) { $0 << 8 | Int($1) }
        guard w > 0, h > 0, w <= Int(Int32.max), h <= Int(Int32.max) else {
            throw PNGError(.badHeader, "image size \(w)×\(h) is invalid (each side must be 1...2³¹−1)")
        }
        guard w.multipliedReportingOverflow(by: h).overflow == false, w * h <= maximumPixelCount else {
            throw PNGError(
                .tooLarge,
                "image size \(w)×\(h) exceeds the decoder's limit of \(maximumPixelCount) pixels "
                    + "(about \(maximumPixelCount * 12 >> 20) MiB to decode); pass a larger maximumPixelCount "
                    + "to PNGDecoder to decode it")
        }
        let depth = Int(d[8]), type = Int(d[9])
        let allowed: [Int]
        switch type {
        case 0: allowed = [1, 2, 4, 8, 16]
        case 3: allowed = [1, 2, 4, 8]
        case 2, 4, 6: allowed = [8, 16]
        default: throw PNGError(.badHeader, "colour type \(type) does not exist")
        }
        guard allowed.contains(depth) else {
            throw PNGError(.badHeader, "bit depth \(depth) is not allowed for colour type \(type)")
        }
        guard d[10] == 0 else { throw PNGError(.badHeader, "compression method \(d[10]) is not 0") }
        guard d[11] == 0 else { throw PNGError(.badHeader, "filter method \(d[11]) is not 0") }
        guard d[12] <= 1 else { throw PNGError(.badHeader, "interlace method \(d[12]) is not 0 or 1") }
        width = w; height = h; bitDepth = depth; colorType = type; interlaced = d[12] == 1
    }

    /// Adam7 passes: (x start, y start, x step, y step).
    static let adam7: [(Int, Int, Int, Int)] = [
        (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4),
        (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)
    ]

    /// The sub-images in the data stream: origin, step and size of each non-empty pass.
    var passes: [(x0: Int, y0: Int, dx: Int, dy: Int, width: Int, height: Int)] {
        if !interlaced { return [(0, 0, 1, 1, width, height)] }
        return Self.adam7.compactMap { (x0, y0, dx, dy) in
            let pw = (width - x0 + dx - 1) / dx, ph = (height - y0 + dy - 1) / dy
            return pw > 0 && ph > 0 ? (x0, y0, dx, dy, pw, ph) : nil
        }
    }

    /// Exact size of the decompressed image data: every pass's rows with their filter bytes.
    /// Fits easily: the pixel count is capped and a pixel is at most 8 bytes.
    var imageDataSize: Int {
        passes.reduce(0) { $0 + $1.height * (rowBytes($1.width) + 1) }
    }
}
