import SwiftSyntax

/// What the porter says about code that relies on storyboards and NIBs, which TransitUIKit does
/// not load: outlets and actions stay unconnected, `awakeFromNib()` is never called, and the
/// storyboard and NIB loaders do not exist.
enum InterfaceBuilder {
    static let awakeFromNib =
        "awakeFromNib() is never called: storyboards and NIBs are not loaded; "
        + "move this setup to init(frame:) (a view) or viewDidLoad() (a view controller)"

    /// The note for a use of a storyboard or NIB name, if it is one.
    static func message(forReference name: String) -> String? {
        switch name {
        case "UIStoryboard", "UINib":
            "\(name): storyboards and NIBs are not loaded; create the view controller or view in code"
        case "instantiateViewController", "instantiateInitialViewController":
            "\(name): storyboards are not loaded; create the view controller in code (its init) instead"
        case "loadNibNamed":
            "loadNibNamed: NIBs are not loaded; create the views in code instead"
        case "performSegue":
            "performSegue(withIdentifier:sender:): register the segue in code first, in viewDidLoad(): "
                + "registerSegue(withIdentifier:destination:)"
        default: nil
        }
    }

    /// The note for an outlet or action declaration.
    static func connection(name: String, type: String?, isOutlet: Bool) -> String {
        guard isOutlet else {
            return "`\(name)` was an @IBAction connected in a storyboard or NIB, which are not loaded: connect it "
                + "in code, e.g. `control.addTarget(self, action: Self.\(name), for: .touchUpInside)`"
        }
        let made = type.map { "a \($0)" } ?? "the view"
        return "`\(name)` was an @IBOutlet set by a storyboard or NIB, which are not loaded, so it stays nil: "
            + "create \(made) in code (loadView() or viewDidLoad()) and assign it before first use; "
            + "if the property is weak, add the view to its superview first"
    }

    /// The import that replaces a dropped one in a file that had no other: Foundation for the
    /// geometry types, or TransitUIKit when the file uses Core Animation or Core Graphics types
    /// that only it provides.
    static func replacementImport(dropping module: String, source: String) -> String {
        guard module == "CoreGraphics" else { return "TransitUIKit" }
        let uikitOnly = [
            "CGColor", "CGPath", "CGMutablePath", "CGContext", "CGImage", "CGGradient", "CGLineCap",
            "CGLineJoin", "CATransform3D", "CALayer"
        ]
        return uikitOnly.contains(where: source.contains) ? "TransitUIKit" : "Foundation"
    }
}

/// The modules a file imports, at any depth of `#if`.
final class ImportCollector: SyntaxVisitor {
    var modules: [String] = []

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        modules.append(node.path.first?.name.text ?? "")
        return .skipChildren
    }
}
