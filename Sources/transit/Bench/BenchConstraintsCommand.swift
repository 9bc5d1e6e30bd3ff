import ArgumentParser
import Foundation
import Transit

/// `transit bench constraints`: a grid of views laid out by four constraints each (1,000
/// constraints for the default 250 views). Times the solve from scratch (activation plus the
/// first layout pass, which builds the engine) and the re-solve after one constant change: the
/// first view's width, on which every other view's position depends. The re-solve is timed in
/// two parts: the constant change (the incremental solve) and the layout pass that applies the
/// new frames. Medians of `--runs` repetitions; thread CPU time, which stays meaningful on a
/// loaded machine.
struct BenchConstraintsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "constraints",
        abstract: "Time the Auto Layout solver: a grid of constraints from scratch, then one constant change."
    )

    @Option(parsing: .unconditional, help: "Number of views (four constraints each).")
    var views = 250

    @Option(parsing: .unconditional, help: "Number of repetitions (medians are reported).")
    var runs = 5

    func validate() throws {
        guard (2...20_000).contains(views) else { throw ValidationError("--views must be between 2 and 20000") }
        guard (1...1_000).contains(runs) else { throw ValidationError("--runs must be between 1 and 1000") }
    }

    func run() throws {
        let (views, runs) = (self.views, self.runs)
        let line = MainActor.assumeIsolated { () -> String in
            var scratch: [Double] = [], change: [Double] = [], apply: [Double] = []
            var checksum = 0.0
            var constraintCount = 0
            for run in 0..<runs {
                let window = Window(size: CGSize(width: 393, height: 852), scale: 3)
                window.makeKeyAndVisible()
                let (grid, constraints, width) = Self.makeGrid(views)
                window.addSubview(grid)
                constraintCount = constraints.count
                window.layoutIfNeeded()
                var t = BenchViewsCommand.threadCPUSeconds()
                LayoutConstraint.activate(constraints)
                window.layoutIfNeeded()
                scratch.append(BenchViewsCommand.threadCPUSeconds() - t)
                t = BenchViewsCommand.threadCPUSeconds()
                width.constant = 12 + Double(run % 3)
                change.append(BenchViewsCommand.threadCPUSeconds() - t)
                t = BenchViewsCommand.threadCPUSeconds()
                window.layoutIfNeeded()
                apply.append(BenchViewsCommand.threadCPUSeconds() - t)
                checksum += Double(grid.subviews.last!.frame.maxX + grid.subviews.last!.frame.maxY)
            }
            func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] * 1000 }
            return "constraints: \(constraintCount) constraints on \(views) views, median of \(runs): "
                + String(
                    format: "solve from scratch %.3f ms CPU; one constant change %.3f ms CPU "
                        + "(incremental re-solve) + %.3f ms CPU (layout pass applying the frames) (checksum %.3f)",
                    median(scratch), median(change), median(apply), checksum)
        }
        print(line)
    }

    /// Rows of ten views: each view's leading edge follows its left neighbour's trailing edge
    /// (or the grid's margin), its top the bottom of the view above (or the grid's top), its
    /// width equals the first view's, and its height is half its width.
    @MainActor
    static func makeGrid(_ count: Int) -> (View, [LayoutConstraint], LayoutConstraint) {
        let grid = View(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        var all: [View] = []
        var constraints: [LayoutConstraint] = []
        for i in 0..<count {
            let v = View()
            v.translatesAutoresizingMaskIntoConstraints = false
            grid.addSubview(v)
            all.append(v)
            constraints.append(
                i % 10 == 0
                    ? v.leadingAnchor.constraint(equalTo: grid.leadingAnchor, constant: 4)
                    : v.leadingAnchor.constraint(equalTo: all[i - 1].trailingAnchor, constant: 2))
            constraints.append(
                i < 10
                    ? v.topAnchor.constraint(equalTo: grid.topAnchor, constant: 4)
                    : v.topAnchor.constraint(equalTo: all[i - 10].bottomAnchor, constant: 2))
            constraints.append(
                i == 0
                    ? v.widthAnchor.constraint(equalToConstant: 10)
                    : v.widthAnchor.constraint(equalTo: all[0].widthAnchor))
            constraints.append(v.heightAnchor.constraint(equalTo: v.widthAnchor, multiplier: 0.5))
        }
        return (grid, constraints, constraints[2])
    }
}
