import Foundation
import Transit

extension TestHost {
    /// Creates a host whose screen reports `userInterfaceStyle`, the appearance the device is set
    /// to (Settings › Display & Brightness): `.dark` draws every dynamic colour in its dark value.
    public convenience init(size: CGSize, scale: CGFloat = 3, userInterfaceStyle: UserInterfaceStyle) {
        self.init(size: size, scale: scale)
        window.screenTraits.userInterfaceStyle = userInterfaceStyle
    }

    /// The appearance the host's screen reports (its window's `screenTraits.userInterfaceStyle`):
    /// setting another tells every view and controller whose traits change, as switching the
    /// device between light and dark does. `.unspecified` draws as `.light`, as in UIKit.
    public var userInterfaceStyle: UserInterfaceStyle {
        get { window.screenTraits.userInterfaceStyle }
        set { window.screenTraits.userInterfaceStyle = newValue }
    }
}
