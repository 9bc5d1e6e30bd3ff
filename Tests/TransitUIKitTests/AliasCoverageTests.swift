import Foundation
import Testing
import TransitTestingReporting

/// Keeps TransitUIKit complete: every public top-level type of Transit and TransitAnimation is
/// either given its UIKit / Core Animation name here and aliased in `Sources/TransitUIKit`, or
/// listed as having no counterpart, with the reason. A new public type fails the first test until
/// it is classified; a missing alias fails the second.
@Suite struct AliasCoverageTests {
    /// Transit's name → the UIKit, Core Animation or Foundation name it stands for.
    static let counterparts: [String: String] = [
        "KeyValueObservation": "NSKeyValueObservation", "KeyValueObservingOptions": "NSKeyValueObservingOptions",
        "KeyValueObservedChange": "NSKeyValueObservedChange", "KeyValueChange": "NSKeyValueChange",
        "View": "UIView", "Window": "UIWindow", "Application": "UIApplication", "Screen": "UIScreen", "Device": "UIDevice",
        "StatusBarStyle": "UIStatusBarStyle",
        "InterfaceOrientation": "UIInterfaceOrientation", "CornerMask": "CACornerMask",
        "DeviceOrientation": "UIDeviceOrientation",
        "FeedbackGenerator": "UIFeedbackGenerator", "ImpactFeedbackGenerator": "UIImpactFeedbackGenerator",
        "SelectionFeedbackGenerator": "UISelectionFeedbackGenerator",
        "NotificationFeedbackGenerator": "UINotificationFeedbackGenerator",
        "TraitCollection": "UITraitCollection", "UserInterfaceSizeClass": "UIUserInterfaceSizeClass",
        "UserInterfaceStyle": "UIUserInterfaceStyle", "UserInterfaceLevel": "UIUserInterfaceLevel",
        "TraitEnvironmentLayoutDirection": "UITraitEnvironmentLayoutDirection",
        "UserInterfaceLayoutDirection": "UIUserInterfaceLayoutDirection",
        "SemanticContentAttribute": "UISemanticContentAttribute",
        "UserInterfaceIdiom": "UIUserInterfaceIdiom",
        "VisualEffectView": "UIVisualEffectView", "VisualEffect": "UIVisualEffect", "BlurEffect": "UIBlurEffect",
        "VibrancyEffect": "UIVibrancyEffect",
        "ImageView": "UIImageView", "Label": "UILabel", "AccessibilityTraits": "UIAccessibilityTraits", "Image": "UIImage",
        "Color": "UIColor",
        "Font": "UIFont", "EdgeInsets": "UIEdgeInsets", "RectEdge": "UIRectEdge",
        "BezierPath": "UIBezierPath", "RectCorner": "UIRectCorner",
        "ShapeLayer": "CAShapeLayer", "GradientLayer": "CAGradientLayer", "ShapeLayerFillRule": "CAShapeLayerFillRule",
        "ShapeLayerLineCap": "CAShapeLayerLineCap", "ShapeLayerLineJoin": "CAShapeLayerLineJoin",
        "GradientLayerType": "CAGradientLayerType",
        "GraphicsContext": "CGContext", "Gradient": "CGGradient", "ColorSpace": "CGColorSpace",
        "BlendMode": "CGBlendMode", "GradientDrawingOptions": "CGGradientDrawingOptions",
        "PathDrawingMode": "CGPathDrawingMode",
        "TextAlignment": "NSTextAlignment", "LineBreakMode": "NSLineBreakMode",
        "Control": "UIControl", "Button": "UIButton", "Action": "UIAction", "BarItem": "UIBarItem",
        "BarButtonItem": "UIBarButtonItem", "NavigationItem": "UINavigationItem",
        "TabBarItem": "UITabBarItem", "NavigationBar": "UINavigationBar", "TabBar": "UITabBar",
        "BarAppearance": "UIBarAppearance", "NavigationBarAppearance": "UINavigationBarAppearance",
        "TabBarAppearance": "UITabBarAppearance", "TabBarItemAppearance": "UITabBarItemAppearance",
        "TabBarItemStateAppearance": "UITabBarItemStateAppearance",
        "DirectionalRectEdge": "NSDirectionalRectEdge",
        "TabBarDelegate": "UITabBarDelegate",
        "Event": "UIEvent", "Touch": "UITouch", "GestureRecognizer": "UIGestureRecognizer",
        "GestureRecognizerDelegate": "UIGestureRecognizerDelegate",
        "TapGestureRecognizer": "UITapGestureRecognizer", "PanGestureRecognizer": "UIPanGestureRecognizer",
        "ScreenEdgePanGestureRecognizer": "UIScreenEdgePanGestureRecognizer",
        "PinchGestureRecognizer": "UIPinchGestureRecognizer",
        "LongPressGestureRecognizer": "UILongPressGestureRecognizer",
        "ViewController": "UIViewController", "NavigationController": "UINavigationController",
        "NavigationControllerDelegate": "UINavigationControllerDelegate",
        "TabBarController": "UITabBarController", "TabBarControllerDelegate": "UITabBarControllerDelegate",
        "StoryboardSegue": "UIStoryboardSegue", "ModalPresentationStyle": "UIModalPresentationStyle",
        "ModalTransitionStyle": "UIModalTransitionStyle", "PresentationController": "UIPresentationController",
        "PopoverPresentationController": "UIPopoverPresentationController",
        "PopoverPresentationControllerDelegate": "UIPopoverPresentationControllerDelegate",
        "PopoverArrowDirection": "UIPopoverArrowDirection", "PopoverBackgroundView": "UIPopoverBackgroundView",
        "AlertController": "UIAlertController", "AlertAction": "UIAlertAction",
        "SheetPresentationController": "UISheetPresentationController",
        "SheetPresentationControllerDelegate": "UISheetPresentationControllerDelegate",
        "SheetPresentationControllerDetentResolutionContext": "UISheetPresentationControllerDetentResolutionContext",
        "AdaptivePresentationControllerDelegate": "UIAdaptivePresentationControllerDelegate",
        "ScrollView": "UIScrollView", "ScrollViewDelegate": "UIScrollViewDelegate",
        "LayoutConstraint": "NSLayoutConstraint", "LayoutPriority": "UILayoutPriority",
        "LayoutAnchor": "NSLayoutAnchor", "LayoutXAxisAnchor": "NSLayoutXAxisAnchor",
        "LayoutYAxisAnchor": "NSLayoutYAxisAnchor", "LayoutDimension": "NSLayoutDimension",
        "LayoutGuide": "UILayoutGuide", "StackView": "UIStackView", "DirectionalEdgeInsets": "NSDirectionalEdgeInsets",
        "CollectionView": "UICollectionView", "CollectionViewCell": "UICollectionViewCell",
        "CollectionViewController": "UICollectionViewController",
        "CollectionViewDataSource": "UICollectionViewDataSource",
        "CollectionViewLayout": "UICollectionViewLayout", "CollectionViewFlowLayout": "UICollectionViewFlowLayout",
        "CollectionViewLayoutAttributes": "UICollectionViewLayoutAttributes",
        "CollectionViewTransitionLayout": "UICollectionViewTransitionLayout",
        "TableView": "UITableView", "TableViewCell": "UITableViewCell", "TableViewController": "UITableViewController",
        "TableViewDataSource": "UITableViewDataSource", "TableViewDelegate": "UITableViewDelegate",
        "ViewControllerAnimatedTransitioning": "UIViewControllerAnimatedTransitioning",
        "ViewControllerInteractiveTransitioning": "UIViewControllerInteractiveTransitioning",
        "ViewControllerContextTransitioning": "UIViewControllerContextTransitioning",
        "ViewControllerTransitioningDelegate": "UIViewControllerTransitioningDelegate",
        "ViewControllerTransitionCoordinator": "UIViewControllerTransitionCoordinator",
        "ViewControllerTransitionCoordinatorContext": "UIViewControllerTransitionCoordinatorContext",
        "PercentDrivenInteractiveTransition": "UIPercentDrivenInteractiveTransition",
        "TransitionContextViewControllerKey": "UITransitionContextViewControllerKey",
        "TransitionContextViewKey": "UITransitionContextViewKey",
        "ViewPropertyAnimator": "UIViewPropertyAnimator", "ViewAnimating": "UIViewAnimating",
        "ViewImplicitlyAnimating": "UIViewImplicitlyAnimating", "AnimatingState": "UIViewAnimatingState",
        "AnimatingPosition": "UIViewAnimatingPosition", "TimingCurveProvider": "UITimingCurveProvider",
        "TimingCurveType": "UITimingCurveType", "CubicTimingParameters": "UICubicTimingParameters",
        "SpringTimingParameters": "UISpringTimingParameters",
        "Layer": "CALayer", "Transform3D": "CATransform3D", "MediaTimingFunction": "CAMediaTimingFunction",
        "KeyframeCalculationMode": "CAAnimationCalculationMode",
        "TransformLayer": "CATransformLayer", "LayerContentsGravity": "CALayerContentsGravity",
        "MediaTiming": "CAMediaTiming", "MediaTimingFillMode": "CAMediaTimingFillMode",
        "Animation": "CAAnimation", "AnimationDelegate": "CAAnimationDelegate",
        "PropertyAnimation": "CAPropertyAnimation", "BasicAnimation": "CABasicAnimation",
        "SpringAnimation": "CASpringAnimation", "KeyframeAnimation": "CAKeyframeAnimation",
        "AnimationGroup": "CAAnimationGroup", "Transition": "CATransition",
        "AnimationRotationMode": "CAAnimationRotationMode",
        "TransitionType": "CATransitionType", "TransitionSubtype": "CATransitionSubtype",
        "DisplayLink": "CADisplayLink", "FrameRateRange": "CAFrameRateRange",
        "Transaction": "CATransaction", "LayerAction": "CAAction", "LayerDelegate": "CALayerDelegate",
        "DynamicAnimator": "UIDynamicAnimator", "DynamicAnimatorDelegate": "UIDynamicAnimatorDelegate",
        "DynamicItem": "UIDynamicItem", "DynamicBehavior": "UIDynamicBehavior", "GravityBehavior": "UIGravityBehavior",
        "CollisionBehavior": "UICollisionBehavior", "CollisionBehaviorDelegate": "UICollisionBehaviorDelegate",
        "SnapBehavior": "UISnapBehavior", "AttachmentBehavior": "UIAttachmentBehavior", "PushBehavior": "UIPushBehavior",
        "DynamicItemBehavior": "UIDynamicItemBehavior", "Offset": "UIOffset", "FloatRange": "UIFloatRange",
        "FieldBehavior": "UIFieldBehavior", "DynamicRegion": "UIRegion",
        "DynamicItemCollisionBoundsType": "UIDynamicItemCollisionBoundsType"
    ]

    /// Transit's public types with no counterpart of their own, and why.
    static let transitOnly: [String: String] = [
        "MainRunLoop": "the main run loop as frame steps turn it; RunLoop.main and DispatchQueue.main stay Foundation's",
        "BackEvent": "UIKit's back gestures share a private path; Transit's model follows Android's predictive back",
        "BackEventDispatcher": "UIKit's back gestures share a private path; Transit's model follows Android's predictive back",
        "BackEventHandler": "UIKit's back gestures share a private path; Transit's model follows Android's predictive back",
        "RunLoopTimer": "a timer on the frame-step run loop; Foundation's Timer runs by the wall clock and stays Foundation's",
        "SystemQueues": "Dispatch's own calls, for TransitUIKit's DispatchQueue extension",
        "KeyValueObservingView": "the views that observe(_:options:changeHandler:) applies to (NSObject's role)",
        "CGAffineTransform": "already Core Graphics' name (defined where CoreGraphics is absent)",
        "CGVector": "already Core Graphics' name (defined where CoreGraphics is absent)",
        "CGPath": "already Core Graphics' name (defined where CoreGraphics is absent)",
        "CGMutablePath": "already Core Graphics' name (defined where CoreGraphics is absent)",
        "CGPathElement": "already Core Graphics' name (defined where CoreGraphics is absent)",
        "CGPathElementType": "already Core Graphics' name (defined where CoreGraphics is absent)",
        "CGLineCap": "already Core Graphics' name (defined where CoreGraphics is absent)",
        "CGLineJoin": "already Core Graphics' name (defined where CoreGraphics is absent)",
        "CGPathFillRule": "already Core Graphics' name (defined where CoreGraphics is absent)",
        "PathElement": "a path element as a value; Core Graphics hands elements out only through applyWithBlock",
        "Polyline": "a flattened subpath, what stroking, dashing and strokeStart/strokeEnd trimming work on",
        "AnimationCurve": "UIKit nests it: aliased as UIView.AnimationCurve",
        "DecelerationRate": "UIKit nests it: aliased as UIScrollView.DecelerationRate",
        "TransitionContext": "UIKit's context class is private; its protocol is aliased",
        "TransitionCoordinator": "UIKit's coordinator class is private; its protocol is aliased",
        "SizeTransitionCoordinator": "UIKit's coordinator class is private; its protocol is aliased",
        "ContainerViewController": "Transit's ready-made custom container",
        "ContainerViewControllerDelegate": "Transit's ready-made custom container",
        "ContainerSlideAnimator": "Transit's ready-made animator",
        "NavigationSlideAnimator": "Transit's animator for the navigation controller's push and pop",
        "CallbackTimeline": "Transit's diagnostics", "Diagnostic": "Transit's diagnostics",
        "DiagnosticSink": "Transit's diagnostics", "DiagnosticLog": "Transit's diagnostics",
        "StandardErrorDiagnostics": "Transit's diagnostics",
        "TouchInput": "Transit's scripted touch input", "RenderNode": "Transit's render tree",
        "RenderTree": "Transit's render tree", "TextLayout": "Transit's text layout",
        "AttributedText": "a value with NSAttributedString's role, not its API (no attribute dictionaries)",
        "FontFace": "Transit's font file reader (Core Text's role, not UIKit's)",
        "FontError": "Transit's font file reader",
        "FontSource": "where text finds font files (fontconfig's role; no UIKit counterpart)",
        "GlyphPath": "Transit's font file reader",
        "PlacedGlyph": "Transit's text layout",
        "TransitVersion": "Transit's version",
        "Drawing": "a context's recording (the role of a CGContext's bitmap), rasterized by the renderer",
        "DrawingOperation": "one operation of a context's recording",
        "ObjectIdentity": "NSObject's isEqual(_:)/hash, adopted by Transit's UIKit classes",
        "AnimationClock": "Transit's time source", "ManualClock": "Transit's time source",
        "MonotonicClock": "Transit's time source", "AnimatableProperty": "Transit's animation engine",
        "AnimationDiagnostic": "Transit's animation engine", "AnimationEngine": "Transit's animation engine",
        "EngineTimedClient": "Transit's animation engine",
        "MediaTimingParameters": "Transit's animation engine (CAMediaTiming's model as a value)",
        "AnimationRecording": "Transit's animation engine", "PropertyAnimator": "Transit's animation engine",
        "DynamicColorProvider": "the provider inside a dynamic Color; UIKit's dynamic UIColor keeps it private",
        "DeviceModel": "a real device's published metrics for a window to stand for; UIKit reads them from the hardware",
        "Interpolatable": "Transit's interpolation", "VectorInterpolatable": "Transit's interpolation",
        "Quaternion": "Transit's interpolation", "AffineTransformDecomposition": "Transit's interpolation",
        "Transform3DDecomposition": "Transit's interpolation", "Keyframe": "Transit's keyframe tracks",
        "KeyframeTrack": "Transit's keyframe tracks", "SpringCurve": "Transit's timing curves",
        "TimingCurve": "Transit's timing curves",
        "MaterialSpringSpeed": "Material 3's spring token speeds (no UIKit counterpart)",
        "MotionSettings": "Transit's per-window motion preferences (the role of UIAccessibility.isReduceMotionEnabled, scoped)"
    ]

    @Test func everyPublicTypeIsClassified() throws {
        let types = try SourceScan.publicTopLevelTypes(inModules: ["Transit", "TransitAnimation", "TransitGraphics"])
        expect(!types.isEmpty)
        let unclassified = types.filter { Self.counterparts[$0] == nil && Self.transitOnly[$0] == nil }
        expect(unclassified.isEmpty, "give these a UIKit name (and an alias) or a reason: \(unclassified.sorted())")
        let both = Set(Self.counterparts.keys).intersection(Self.transitOnly.keys)
        expect(both.isEmpty, "classified twice: \(both.sorted())")
        let stale = Set(Self.counterparts.keys).union(Self.transitOnly.keys).subtracting(types)
        expect(stale.isEmpty, "no longer public types: \(stale.sorted())")
    }

    @Test func everyCounterpartHasItsAlias() throws {
        let aliases = try SourceScan.publicTypealiases(inModule: "TransitUIKit")
        for (transit, uikit) in Self.counterparts.sorted(by: { $0.key < $1.key }) {
            expectEqual(aliases[uikit], transit, "TransitUIKit lacks `public typealias \(uikit) = \(transit)`")
        }
    }

    @Test func theZoomTransitionsNestedTypesHaveTheirObjectiveCNames() throws {
        // Nested types are reached through `UIViewController` already; their Objective-C names
        // are aliased too.
        let aliases = try SourceScan.publicTypealiases(inModule: "TransitUIKit")
        let expected: [String: String] = [
            "UIViewControllerTransition": "ViewController.Transition",
            "UIZoomTransitionOptions": "ViewController.Transition.ZoomOptions",
            "UIZoomTransitionSourceViewProviderContext": "ViewController.Transition.ZoomSourceViewProviderContext",
            "UIZoomTransitionAlignmentRectContext": "ViewController.Transition.ZoomOptions.AlignmentRectContext",
            "UIZoomTransitionInteractionContext": "ViewController.Transition.ZoomOptions.InteractionContext"
        ]
        for (uikit, transit) in expected.sorted(by: { $0.key < $1.key }) {
            expectEqual(aliases[uikit], transit, "TransitUIKit lacks `public typealias \(uikit) = \(transit)`")
        }
    }

    @Test func theScannerSeesWhatItMust() throws {
        // The scanner itself must find known declarations, or the tests above prove nothing.
        let types = try SourceScan.publicTopLevelTypes(inModules: ["Transit", "TransitAnimation", "TransitGraphics"])
        expect(types.isSuperset(of: ["View", "Layer", "ViewControllerAnimatedTransitioning", "Transform3D", "Color"]))
        let aliases = try SourceScan.publicTypealiases(inModule: "TransitUIKit")
        expectEqual(aliases["UIView"], "View")
    }
}

/// Reads the package's sources.
enum SourceScan {
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    static func sources(ofModule module: String) throws -> [String] {
        let folder = packageRoot.appendingPathComponent("Sources/\(module)")
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        var texts: [String] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            texts.append(try String(contentsOf: url, encoding: .utf8))
        }
        return texts
    }

    /// Names declared at column 0 as `public`/`open` classes, structs, enums, protocols or actors.
    static func publicTopLevelTypes(inModules modules: [String]) throws -> Set<String> {
        let pattern = try Regex(#"^(?:@\w+\s+)*(?:public|open)\s+(?:final\s+)?(?:class|struct|enum|protocol|actor)\s+(\w+)"#)
        var names = Set<String>()
        for module in modules {
            for text in try sources(ofModule: module) {
                for line in text.split(separator: "\n") {
                    if let match = line.firstMatch(of: pattern), let name = match.output[1].substring {
                        names.insert(String(name))
                    }
                }
            }
        }
        return names
    }

    /// `public typealias Name = Target` declarations at column 0: Name → Target.
    static func publicTypealiases(inModule module: String) throws -> [String: String] {
        let pattern = try Regex(#"^public\s+typealias\s+(\w+)\s*=\s*([\w.]+)"#)
        var aliases: [String: String] = [:]
        for text in try sources(ofModule: module) {
            for line in text.split(separator: "\n") {
                if let match = line.firstMatch(of: pattern),
                    let name = match.output[1].substring, let target = match.output[2].substring
                {
                    aliases[String(name)] = String(target)
                }
            }
        }
        return aliases
    }
}
