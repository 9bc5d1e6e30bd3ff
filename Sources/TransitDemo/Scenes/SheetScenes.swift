import Foundation

/// Sheets (`SheetPresentationController`): detents, a scroll view handing the finger over to the
/// sheet, an interactive dismissal, and a sheet over a sheet.
extension DemoScene {
    static let sheetDetents = DemoScene(
        name: "sheet-detents", topic: "sheets", title: "Sheet detents",
        caption: "A page sheet with medium and large detents and a grabber opens at medium; the finger drags it "
            + "up to large (the home screen recedes behind it), then code moves it back to medium with "
            + "animateChanges, on the system's spring."
    ) { stage in
        let root = SampleScreen(title: "Home", color: .systemTeal)
        stage.usePhoneSafeArea()
        stage.show(root)
        stage.wait(0.2)
        let sheet = ListScreen(title: "Details", rows: 4)
        let controller = sheet.sheetPresentationController!
        controller.detents = [.medium(), .large()]
        controller.prefersGrabberVisible = true
        root.present(sheet, animated: true)
        stage.settle(hold: 0.3)
        stage.drag(from: CGPoint(x: 195, y: 470), to: CGPoint(x: 195, y: 190), duration: 0.5)
        stage.settle(hold: 0.3)
        controller.animateChanges { controller.selectedDetentIdentifier = .medium }
        stage.settle(hold: 0.3)
    }

    static let sheetScrollHandover = DemoScene(
        name: "sheet-scroll-handover", topic: "sheets", title: "Scroll, then drag",
        caption: "A long list in a sheet: the finger scrolls it down, then, in one drag downwards, scrolls back to "
            + "the top and pulls the sheet from large to medium without a jump at the handover."
    ) { stage in
        let root = SampleScreen(title: "Home", color: .systemTeal)
        stage.usePhoneSafeArea()
        stage.show(root)
        stage.wait(0.2)
        let sheet = ListScreen(title: "Messages", rows: 14)
        let controller = sheet.sheetPresentationController!
        controller.detents = [.medium(), .large()]
        controller.selectedDetentIdentifier = .large
        controller.prefersGrabberVisible = true
        root.present(sheet, animated: true)
        stage.settle(hold: 0.2)
        stage.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 400), duration: 0.5)
        stage.settle(hold: 0.2)
        stage.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 760), duration: 1.2)
        stage.settle(hold: 0.4)
    }

    static let sheetDismissal = DemoScene(
        name: "sheet-dismissal", topic: "sheets", title: "Pull a sheet down",
        caption: "Pulling the sheet below its only detent dismisses it interactively: a short, slow pull is released "
            + "and the sheet goes back up (the dismissal is cancelled), a long fast one finishes."
    ) { stage in
        let root = SampleScreen(title: "Home", color: .systemTeal)
        stage.usePhoneSafeArea()
        stage.show(root)
        stage.wait(0.2)
        let sheet = ListScreen(title: "Compose", rows: 3)
        sheet.sheetPresentationController?.prefersGrabberVisible = true
        root.present(sheet, animated: true)
        stage.settle(hold: 0.3)
        stage.drag(from: CGPoint(x: 195, y: 140), to: CGPoint(x: 195, y: 300), duration: 0.8)
        stage.settle(hold: 0.3)
        stage.drag(from: CGPoint(x: 195, y: 140), to: CGPoint(x: 195, y: 640), duration: 0.35)
        stage.settle(hold: 0.3)
    }

    static let sheetStack = DemoScene(
        name: "sheet-stack", topic: "sheets", title: "A sheet over a sheet",
        caption: "A sheet presents another sheet: the first recedes and darkens behind the second as the home "
            + "screen did behind the first; pulling the second away restores the first."
    ) { stage in
        let root = SampleScreen(title: "Home", color: .systemTeal)
        stage.usePhoneSafeArea()
        stage.show(root)
        stage.wait(0.2)
        let first = ListScreen(title: "Settings", rows: 5)
        root.present(first, animated: true)
        stage.settle(hold: 0.3)
        let second = ListScreen(title: "Account", rows: 2)
        second.sheetPresentationController?.prefersGrabberVisible = true
        first.present(second, animated: true)
        stage.settle(hold: 0.4)
        stage.drag(from: CGPoint(x: 195, y: 140), to: CGPoint(x: 195, y: 680), duration: 0.35)
        stage.settle(hold: 0.4)
    }
}

/// The safe-area insets of a 390 × 844 pt iPhone (iPhone 12–14: 47 pt status bar and notch,
/// 34 pt home indicator), so sheets and lists sit where they do on a phone.
let phoneInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

/// A sheet's content: a title over a scrolling list of rows.
@MainActor
final class ListScreen: ViewController {
    /// Never made from an archive.
    required init?(coder: NSCoder) { return nil }

    let rowCount: Int
    let scrollView = ScrollView(frame: .zero)

    init(title: String, rows: Int) {
        rowCount = rows
        super.init()
        self.title = title
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.alwaysBounceVertical = true
        view.addSubview(scrollView)
        let titleLabel = Label(frame: CGRect(x: 20, y: 24, width: 350, height: 40))
        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: 28, weight: .bold)
        titleLabel.textColor = .label
        scrollView.addSubview(titleLabel)
        let palette: [Color] = [.systemBlue, .systemOrange, .systemGreen, .systemPink, .systemPurple]
        for index in 0..<rowCount {
            let row = View(frame: CGRect(x: 16, y: 80 + CGFloat(index) * 76, width: 358, height: 64))
            row.backgroundColor = .tertiarySystemBackground
            row.layer.cornerRadius = 12
            row.autoresizingMask = [.flexibleWidth]
            let dot = View(frame: CGRect(x: 14, y: 14, width: 36, height: 36))
            dot.backgroundColor = palette[index % palette.count]
            dot.layer.cornerRadius = 18
            row.addSubview(dot)
            let label = Label(frame: CGRect(x: 64, y: 12, width: 260, height: 22))
            label.text = "\(title ?? "") \(index + 1)"
            label.font = .systemFont(ofSize: 17, weight: .semibold)
            label.textColor = .label
            row.addSubview(label)
            let line = View(frame: CGRect(x: 64, y: 40, width: 180 - CGFloat(index % 4) * 30, height: 8))
            line.backgroundColor = .separator
            line.layer.cornerRadius = 4
            row.addSubview(line)
            scrollView.addSubview(row)
        }
        scrollView.contentSize = CGSize(width: 390, height: 100 + CGFloat(rowCount) * 76)
    }
}
