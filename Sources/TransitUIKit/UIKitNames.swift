// UIKit's names for Transit's types. Transit drops the `UI` prefix and keeps every member's name,
// so each alias below is the whole translation: `UIView.animate(withDuration:animations:)` is
// `View.animate(withDuration:animations:)`.

// MARK: Views and windows

/// UIKit's `UIView`: Transit's `View`.
public typealias UIView = View
/// UIKit's `UIWindow`: Transit's `Window`.
public typealias UIWindow = Window
/// UIKit's `UIScreen`: Transit's `Screen`.
public typealias UIScreen = Screen
/// UIKit's `UIDevice`: Transit's `Device`.
public typealias UIDevice = Device
/// UIKit's `UIApplication`: Transit's `Application`.
public typealias UIApplication = Application
/// UIKit's `UIInterfaceOrientation`: Transit's `InterfaceOrientation`.
public typealias UIInterfaceOrientation = InterfaceOrientation
/// UIKit's `UIDeviceOrientation`: Transit's `DeviceOrientation`.
public typealias UIDeviceOrientation = DeviceOrientation
/// UIKit's `UIFeedbackGenerator`: Transit's `FeedbackGenerator` (no haptics here; inert).
public typealias UIFeedbackGenerator = FeedbackGenerator
/// UIKit's `UIImpactFeedbackGenerator`: Transit's `ImpactFeedbackGenerator` (inert).
public typealias UIImpactFeedbackGenerator = ImpactFeedbackGenerator
/// UIKit's `UISelectionFeedbackGenerator`: Transit's `SelectionFeedbackGenerator` (inert).
public typealias UISelectionFeedbackGenerator = SelectionFeedbackGenerator
/// UIKit's `UINotificationFeedbackGenerator`: Transit's `NotificationFeedbackGenerator` (inert).
public typealias UINotificationFeedbackGenerator = NotificationFeedbackGenerator
/// UIKit's `UIImageView`: Transit's `ImageView`.
public typealias UIImageView = ImageView
/// UIKit's `UIVisualEffectView`: Transit's `VisualEffectView`.
public typealias UIVisualEffectView = VisualEffectView
/// UIKit's `UIVisualEffect`: Transit's `VisualEffect`.
public typealias UIVisualEffect = VisualEffect
/// UIKit's `UIBlurEffect`: Transit's `BlurEffect`.
public typealias UIBlurEffect = BlurEffect
/// UIKit's `UIVibrancyEffect`: Transit's `VibrancyEffect`.
public typealias UIVibrancyEffect = VibrancyEffect
/// UIKit's `UIVibrancyEffectStyle`: Transit's `VibrancyEffect.Style`.
public typealias UIVibrancyEffectStyle = VibrancyEffect.Style
/// UIKit's `UILabel`: Transit's `Label`.
public typealias UILabel = Label
/// `UIAccessibilityTraits`: the traits of an accessibility element.
public typealias UIAccessibilityTraits = AccessibilityTraits
/// UIKit's `UIImage`: Transit's `Image`.
public typealias UIImage = Image
/// UIKit's `UIColor`: Transit's `Color` (a value type in Transit).
public typealias UIColor = Color
/// UIKit's `UIFont`: Transit's `Font`.
public typealias UIFont = Font
/// UIKit's `UIEdgeInsets`: Transit's `EdgeInsets`.
public typealias UIEdgeInsets = EdgeInsets
/// UIKit's `UIRectEdge`: Transit's `RectEdge`.
public typealias UIRectEdge = RectEdge
/// UIKit's `UIBarAppearance`: Transit's `BarAppearance`.
public typealias UIBarAppearance = BarAppearance
/// UIKit's `UINavigationBarAppearance`: Transit's `NavigationBarAppearance`.
public typealias UINavigationBarAppearance = NavigationBarAppearance
/// UIKit's `UITabBarAppearance`: Transit's `TabBarAppearance`.
public typealias UITabBarAppearance = TabBarAppearance
/// UIKit's `UITabBarItemAppearance`: Transit's `TabBarItemAppearance`.
public typealias UITabBarItemAppearance = TabBarItemAppearance
/// UIKit's `UITabBarItemStateAppearance`: Transit's `TabBarItemStateAppearance`.
public typealias UITabBarItemStateAppearance = TabBarItemStateAppearance
/// UIKit's `NSDirectionalRectEdge`: Transit's `DirectionalRectEdge`.
public typealias NSDirectionalRectEdge = DirectionalRectEdge
/// UIKit's `UIBezierPath`: Transit's `BezierPath`.
public typealias UIBezierPath = BezierPath
/// UIKit's `UIRectCorner`: Transit's `RectCorner`.
public typealias UIRectCorner = RectCorner
/// UIKit's `NSTextAlignment`: Transit's `TextAlignment`.
public typealias NSTextAlignment = TextAlignment
/// UIKit's `NSLineBreakMode`: Transit's `LineBreakMode`.
public typealias NSLineBreakMode = LineBreakMode

// MARK: Controls and items

/// UIKit's `UIControl`: Transit's `Control`.
public typealias UIControl = Control
/// UIKit's `UIButton`: Transit's `Button`.
public typealias UIButton = Button
/// UIKit's `UIAction`: Transit's `Action`.
public typealias UIAction = Action
/// UIKit's `UIBarItem`: Transit's `BarItem`.
public typealias UIBarItem = BarItem
/// UIKit's `UIBarButtonItem`: Transit's `BarButtonItem`.
public typealias UIBarButtonItem = BarButtonItem
/// UIKit's `UINavigationItem`: Transit's `NavigationItem`.
public typealias UINavigationItem = NavigationItem
/// UIKit's `UITabBarItem`: Transit's `TabBarItem`.
public typealias UITabBarItem = TabBarItem
/// UIKit's `UINavigationBar`: Transit's `NavigationBar`.
public typealias UINavigationBar = NavigationBar
/// UIKit's `UITabBar`: Transit's `TabBar`.
public typealias UITabBar = TabBar
/// UIKit's `UITabBarDelegate`: Transit's `TabBarDelegate`.
public typealias UITabBarDelegate = TabBarDelegate

// MARK: Events and gestures

/// UIKit's `UIEvent`: Transit's `Event`.
public typealias UIEvent = Event
/// UIKit's `UITouch`: Transit's `Touch`.
public typealias UITouch = Touch
/// UIKit's `UIGestureRecognizer`: Transit's `GestureRecognizer`.
public typealias UIGestureRecognizer = GestureRecognizer
/// UIKit's `UIGestureRecognizerDelegate`: Transit's `GestureRecognizerDelegate`.
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
/// UIKit's `UITapGestureRecognizer`: Transit's `TapGestureRecognizer`.
public typealias UITapGestureRecognizer = TapGestureRecognizer
/// UIKit's `UIPanGestureRecognizer`: Transit's `PanGestureRecognizer`.
public typealias UIPanGestureRecognizer = PanGestureRecognizer
/// UIKit's `UIScreenEdgePanGestureRecognizer`: Transit's `ScreenEdgePanGestureRecognizer`.
public typealias UIScreenEdgePanGestureRecognizer = ScreenEdgePanGestureRecognizer
/// UIKit's `UIPinchGestureRecognizer`: Transit's `PinchGestureRecognizer`.
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer
/// UIKit's `UILongPressGestureRecognizer`: Transit's `LongPressGestureRecognizer`.
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer

// MARK: View controllers and containers

/// UIKit's `UIViewController`: Transit's `ViewController`.
public typealias UIViewController = ViewController
/// UIKit's `UINavigationController`: Transit's `NavigationController`.
public typealias UINavigationController = NavigationController
/// UIKit's `UINavigationControllerDelegate`: Transit's `NavigationControllerDelegate`.
public typealias UINavigationControllerDelegate = NavigationControllerDelegate
/// UIKit's `UITabBarController`: Transit's `TabBarController`.
public typealias UITabBarController = TabBarController
/// UIKit's `UITabBarControllerDelegate`: Transit's `TabBarControllerDelegate`.
public typealias UITabBarControllerDelegate = TabBarControllerDelegate
/// UIKit's `UIStoryboardSegue`: Transit's `StoryboardSegue`.
public typealias UIStoryboardSegue = StoryboardSegue
/// UIKit's `UIModalPresentationStyle`: Transit's `ModalPresentationStyle`.
public typealias UIModalPresentationStyle = ModalPresentationStyle
/// UIKit's `UITraitCollection`: Transit's `TraitCollection` (a value type).
public typealias UITraitCollection = TraitCollection
/// UIKit's `UIUserInterfaceSizeClass`: Transit's `UserInterfaceSizeClass`.
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass
/// UIKit's `UIUserInterfaceStyle`: Transit's `UserInterfaceStyle`.
public typealias UIUserInterfaceStyle = UserInterfaceStyle
/// UIKit's `UIUserInterfaceLevel`: Transit's `UserInterfaceLevel`.
public typealias UIUserInterfaceLevel = UserInterfaceLevel
/// UIKit's `UITraitEnvironmentLayoutDirection`: Transit's `TraitEnvironmentLayoutDirection`.
public typealias UITraitEnvironmentLayoutDirection = TraitEnvironmentLayoutDirection
/// UIKit's `UIUserInterfaceLayoutDirection`: Transit's `UserInterfaceLayoutDirection`.
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection
/// UIKit's `UISemanticContentAttribute`: Transit's `SemanticContentAttribute`.
public typealias UISemanticContentAttribute = SemanticContentAttribute
/// UIKit's `UIUserInterfaceIdiom`: Transit's `UserInterfaceIdiom`.
public typealias UIUserInterfaceIdiom = UserInterfaceIdiom
/// UIKit's `UIStatusBarStyle`: Transit's `StatusBarStyle`.
public typealias UIStatusBarStyle = StatusBarStyle
/// UIKit's `UIModalTransitionStyle`: Transit's `ModalTransitionStyle`.
public typealias UIModalTransitionStyle = ModalTransitionStyle
/// UIKit's `UIPresentationController`: Transit's `PresentationController`.
public typealias UIPresentationController = PresentationController
/// UIKit's `UIAdaptivePresentationControllerDelegate`: Transit's
/// `AdaptivePresentationControllerDelegate`.
public typealias UIAdaptivePresentationControllerDelegate = AdaptivePresentationControllerDelegate
/// UIKit's `UIPopoverPresentationController`: Transit's `PopoverPresentationController`.
public typealias UIPopoverPresentationController = PopoverPresentationController
/// UIKit's `UIPopoverPresentationControllerDelegate`: Transit's `PopoverPresentationControllerDelegate`.
public typealias UIPopoverPresentationControllerDelegate = PopoverPresentationControllerDelegate
/// UIKit's `UIPopoverArrowDirection`: Transit's `PopoverArrowDirection`.
public typealias UIPopoverArrowDirection = PopoverArrowDirection
/// UIKit's `UIAlertController`: Transit's `AlertController`.
public typealias UIAlertController = AlertController
/// UIKit's `UIAlertAction`: Transit's `AlertAction`.
public typealias UIAlertAction = AlertAction
/// UIKit's `UIPopoverBackgroundView`: Transit's `PopoverBackgroundView`.
public typealias UIPopoverBackgroundView = PopoverBackgroundView
/// UIKit's `UISheetPresentationController`: Transit's `SheetPresentationController`.
public typealias UISheetPresentationController = SheetPresentationController
/// UIKit's `UISheetPresentationControllerDelegate`: Transit's `SheetPresentationControllerDelegate`.
public typealias UISheetPresentationControllerDelegate = SheetPresentationControllerDelegate
/// UIKit's `UISheetPresentationControllerDetentResolutionContext`: Transit's
/// `SheetPresentationControllerDetentResolutionContext`.
public typealias UISheetPresentationControllerDetentResolutionContext = SheetPresentationControllerDetentResolutionContext

// MARK: Collection views

/// UIKit's `UICollectionView`: Transit's `CollectionView`.
public typealias UICollectionView = CollectionView
/// UIKit's `NSLayoutConstraint`: Transit's `LayoutConstraint`.
public typealias NSLayoutConstraint = LayoutConstraint
/// UIKit's `UILayoutPriority`: Transit's `LayoutPriority`.
public typealias UILayoutPriority = LayoutPriority
/// UIKit's `NSLayoutAnchor`: Transit's `LayoutAnchor`.
public typealias NSLayoutAnchor = LayoutAnchor
/// UIKit's `NSLayoutXAxisAnchor`: Transit's `LayoutXAxisAnchor`.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// UIKit's `NSLayoutYAxisAnchor`: Transit's `LayoutYAxisAnchor`.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// UIKit's `NSLayoutDimension`: Transit's `LayoutDimension`.
public typealias NSLayoutDimension = LayoutDimension
/// UIKit's `UIStackView`: Transit's `StackView`.
public typealias UIStackView = StackView
/// UIKit's `UILayoutGuide`: Transit's `LayoutGuide`.
public typealias UILayoutGuide = LayoutGuide
/// UIKit's `NSDirectionalEdgeInsets`: Transit's `DirectionalEdgeInsets`.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
/// UIKit's `UIScrollView`: Transit's `ScrollView`.
public typealias UIScrollView = ScrollView
/// UIKit's `UIScrollViewDelegate`: Transit's `ScrollViewDelegate`.
public typealias UIScrollViewDelegate = ScrollViewDelegate
/// UIKit's `UICollectionViewCell`: Transit's `CollectionViewCell`.
public typealias UICollectionViewCell = CollectionViewCell
/// UIKit's `UICollectionViewController`: Transit's `CollectionViewController`.
public typealias UICollectionViewController = CollectionViewController
/// UIKit's `UICollectionViewDataSource`: Transit's `CollectionViewDataSource`.
public typealias UICollectionViewDataSource = CollectionViewDataSource
/// UIKit's `UICollectionViewLayout`: Transit's `CollectionViewLayout`.
public typealias UICollectionViewLayout = CollectionViewLayout
/// UIKit's `UICollectionViewFlowLayout`: Transit's `CollectionViewFlowLayout`.
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
/// UIKit's `UICollectionViewLayoutAttributes`: Transit's `CollectionViewLayoutAttributes`.
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
/// UIKit's `UICollectionViewTransitionLayout`: Transit's `CollectionViewTransitionLayout`.
public typealias UICollectionViewTransitionLayout = CollectionViewTransitionLayout

// MARK: Table views

/// UIKit's `UITableView`: Transit's `TableView`.
public typealias UITableView = TableView
/// UIKit's `UITableViewCell`: Transit's `TableViewCell`.
public typealias UITableViewCell = TableViewCell
/// UIKit's `UITableViewController`: Transit's `TableViewController`.
public typealias UITableViewController = TableViewController
/// UIKit's `UITableViewDataSource`: Transit's `TableViewDataSource`.
public typealias UITableViewDataSource = TableViewDataSource
/// UIKit's `UITableViewDelegate`: Transit's `TableViewDelegate`.
public typealias UITableViewDelegate = TableViewDelegate

extension CollectionView {
    /// UIKit's `UICollectionView.ScrollDirection`, which Transit nests in its flow layout.
    public typealias ScrollDirection = CollectionViewFlowLayout.ScrollDirection
}

// MARK: Transitions

/// UIKit's `UIViewControllerTransition` (Swift: `UIViewController.Transition`): Transit's
/// `ViewController.Transition`.
public typealias UIViewControllerTransition = ViewController.Transition
/// UIKit's `UIZoomTransitionOptions` (Swift: `UIViewController.Transition.ZoomOptions`).
public typealias UIZoomTransitionOptions = ViewController.Transition.ZoomOptions
/// UIKit's `UIZoomTransitionSourceViewProviderContext` (Swift:
/// `UIViewController.Transition.ZoomSourceViewProviderContext`).
public typealias UIZoomTransitionSourceViewProviderContext = ViewController.Transition.ZoomSourceViewProviderContext
/// UIKit's `UIZoomTransitionAlignmentRectContext` (Swift:
/// `UIViewController.Transition.ZoomOptions.AlignmentRectContext`).
public typealias UIZoomTransitionAlignmentRectContext = ViewController.Transition.ZoomOptions.AlignmentRectContext
/// UIKit's `UIZoomTransitionInteractionContext` (Swift:
/// `UIViewController.Transition.ZoomOptions.InteractionContext`).
public typealias UIZoomTransitionInteractionContext = ViewController.Transition.ZoomOptions.InteractionContext

/// UIKit's `UIViewControllerAnimatedTransitioning`: Transit's `ViewControllerAnimatedTransitioning`.
public typealias UIViewControllerAnimatedTransitioning = ViewControllerAnimatedTransitioning
/// UIKit's `UIViewControllerInteractiveTransitioning`: Transit's
/// `ViewControllerInteractiveTransitioning`.
public typealias UIViewControllerInteractiveTransitioning = ViewControllerInteractiveTransitioning
/// UIKit's `UIViewControllerContextTransitioning`: Transit's `ViewControllerContextTransitioning`.
public typealias UIViewControllerContextTransitioning = ViewControllerContextTransitioning
/// UIKit's `UIViewControllerTransitioningDelegate`: Transit's `ViewControllerTransitioningDelegate`.
public typealias UIViewControllerTransitioningDelegate = ViewControllerTransitioningDelegate
/// UIKit's `UIViewControllerTransitionCoordinator`: Transit's `ViewControllerTransitionCoordinator`.
public typealias UIViewControllerTransitionCoordinator = ViewControllerTransitionCoordinator
/// UIKit's `UIViewControllerTransitionCoordinatorContext`: Transit's
/// `ViewControllerTransitionCoordinatorContext`.
public typealias UIViewControllerTransitionCoordinatorContext = ViewControllerTransitionCoordinatorContext
/// UIKit's `UIPercentDrivenInteractiveTransition`: Transit's `PercentDrivenInteractiveTransition`.
public typealias UIPercentDrivenInteractiveTransition = PercentDrivenInteractiveTransition
/// UIKit's `UITransitionContextViewControllerKey`: Transit's `TransitionContextViewControllerKey`.
public typealias UITransitionContextViewControllerKey = TransitionContextViewControllerKey
/// UIKit's `UITransitionContextViewKey`: Transit's `TransitionContextViewKey`.
public typealias UITransitionContextViewKey = TransitionContextViewKey

// MARK: Property animators and timing

/// UIKit's `UIViewPropertyAnimator`: Transit's `ViewPropertyAnimator`.
public typealias UIViewPropertyAnimator = ViewPropertyAnimator
/// UIKit's `UIViewAnimating`: Transit's `ViewAnimating`.
public typealias UIViewAnimating = ViewAnimating
/// UIKit's `UIViewImplicitlyAnimating`: Transit's `ViewImplicitlyAnimating`.
public typealias UIViewImplicitlyAnimating = ViewImplicitlyAnimating
/// UIKit's `UIViewAnimatingState`: Transit's `AnimatingState`.
public typealias UIViewAnimatingState = AnimatingState
/// UIKit's `UIViewAnimatingPosition`: Transit's `AnimatingPosition`.
public typealias UIViewAnimatingPosition = AnimatingPosition
/// UIKit's `UITimingCurveProvider`: Transit's `TimingCurveProvider`.
public typealias UITimingCurveProvider = TimingCurveProvider
/// UIKit's `UITimingCurveType`: Transit's `TimingCurveType`.
public typealias UITimingCurveType = TimingCurveType
/// UIKit's `UICubicTimingParameters`: Transit's `CubicTimingParameters`.
public typealias UICubicTimingParameters = CubicTimingParameters
/// UIKit's `UISpringTimingParameters`: Transit's `SpringTimingParameters`.
public typealias UISpringTimingParameters = SpringTimingParameters

extension View {
    /// UIKit's `UIView.AnimationCurve`: Transit's top-level `AnimationCurve`.
    public typealias AnimationCurve = TransitAnimation.AnimationCurve
}
