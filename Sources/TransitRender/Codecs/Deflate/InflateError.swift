/// Why a DEFLATE (RFC 1951) or zlib (RFC 1950) stream could not be decompressed.
enum InflateError: Error, Equatable, CustomStringConvertible {
    case truncated
    case invalidBlockType
    case storedLengthMismatch
    case invalidCodeLengths(String)
    case invalidSymbol
    case distanceTooFar
    case outputLimitExceeded(Int)
    case invalidZlibHeader(String)
    case checksumMismatch

    var description: String {
        switch self {
        case .truncated: "compressed data ends early"
        case .invalidBlockType: "invalid deflate block type 3"
        case .storedLengthMismatch: "stored block length does not match its complement"
        case .invalidCodeLengths(let why): "invalid Huffman code lengths (\(why))"
        case .invalidSymbol: "invalid Huffman code or reserved symbol"
        case .distanceTooFar: "back-reference distance reaches before the start of the data"
        case .outputLimitExceeded(let limit): "decompressed data exceeds the limit of \(limit) bytes"
        case .invalidZlibHeader(let why): "invalid zlib header (\(why))"
        case .checksumMismatch: "Adler-32 checksum of the decompressed data does not match"
        }
    }
}
