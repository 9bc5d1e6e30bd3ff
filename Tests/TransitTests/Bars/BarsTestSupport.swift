import Foundation
@testable import Transit

/// A controller whose view is a scroll view with `contentHeight` points of content (3,000 by
/// default) on `color`.
@MainActor
final class ScrollingController: ViewController {
    required init?(coder: NSCoder) { return nil }
    let contentHeight: CGFloat
    let color: Color
    init(_ name: String, contentHeight: CGFloat = 3000, color: Color = .white) {
        self.contentHeight = contentHeight
        self.color = color
        super.init()
        title = name
    }
    var scrollView: ScrollView { view as! ScrollView }
    override func loadView() {
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scroll.contentSize = CGSize(width: 390, height: contentHeight)
        scroll.backgroundColor = color
        view = scroll
    }
}
