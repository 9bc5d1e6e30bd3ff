// `import Transit` brings Foundation with it, as `import UIKit` does: `CGFloat`, `CGRect`,
// `TimeInterval`, `NSObject` and the maths functions are in scope in client code.
@_exported import Foundation
