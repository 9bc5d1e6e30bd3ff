import Testing
import Transit
import TransitTestingReporting

// This file imports only Transit: Foundation's names are in scope through it, as through
// `import UIKit` (the README's example needs CGFloat, TimeInterval and sqrt in client code).

final class DelegateObject: NSObject {}

@Suite struct FoundationReexportTests {
    @Test func foundationComesWithTransit() {
        let width: CGFloat = sqrt(16)
        let duration: TimeInterval = 0.25
        let frame = CGRect(x: 0, y: 0, width: width, height: width)
        expectEqual(frame.size, CGSize(width: 4, height: 4))
        expectEqual(duration * 4, 1)
        expectEqual(DelegateObject().isEqual(DelegateObject()), false)
    }
}
