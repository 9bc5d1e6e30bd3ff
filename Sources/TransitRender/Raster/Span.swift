import Foundation

/// A run of pixels on one row with the same coverage (0…255).
struct Span {
    var x: Int32
    var length: Int32
    var coverage: UInt8
}
