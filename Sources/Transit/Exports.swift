// `import Transit` brings Foundation with it, as `import UIKit` does: `CGFloat`, `CGRect`,
// `TimeInterval`, `NSObject` and the maths functions are in scope in client code.
@_exported import Foundation
// The portable picture of a frame (render tree, images, paths, text and fonts) lives in its own
// module; `import Transit` brings it, so client code needs no second import.
@_exported import TransitGraphics
