import Foundation

/// One pixel an edge crosses: the signed height it covers there (`cover`, 256 = a full pixel)
/// and twice the area between the edge and the pixel's left side (`area`).
struct Cell {
    var x: Int32
    var y: Int32
    var cover: Int32
    var area: Int32
}
