import Foundation
import TransitDemo

/// A screen that shows one image filling it (aspect fill).
@MainActor
final class ScreenshotScreen: ViewController {
    let image: Image
    init(image: Image) {
        self.image = image
        super.init()
        title = "Screenshot"
    }

    /// Never made from an archive.
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        let imageView = ImageView(image: image)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.frame = view.bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(imageView)
    }
}
