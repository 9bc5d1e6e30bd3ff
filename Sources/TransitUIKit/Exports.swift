// `import TransitUIKit` stands in for `import UIKit`: it brings Foundation, the animation values
// and the view system, and adds UIKit's and Core Animation's spellings on top of them.
@_exported import Foundation
@_exported import TransitAnimation
@_exported import Transit
@_exported import TransitRender
