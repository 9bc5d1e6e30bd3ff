import Foundation
import Testing
@testable import TransitGraphics

/// The expected values `Scripts/font-fixtures.py` read with fontTools and FreeType from the Debian
/// fonts (fonts-dejavu-core, fonts-noto-cjk). A face whose file is absent or differs from the one
/// the fixtures were made from is skipped with a message, never failed.
enum OpenTypeFixtures {
    static var expected: [String: Any] {
        guard let data = try? Data(contentsOf: FixtureFiles.url("fonts/expected.json")),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return [:] }
        return json
    }

    static var faces: [[String: Any]] { expected["faces"] as? [[String: Any]] ?? [] }
    static var renders: [[String: Any]] { expected["renders"] as? [[String: Any]] ?? [] }

    /// The face an entry describes, or nil (with a printed reason) when it is not installed as
    /// the fixtures expect.
    static func face(_ entry: [String: Any]) -> FontFace? {
        let path = resolved(entry["file"] as? String ?? "")
        let index = entry["index"] as? Int ?? 0
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
            print("skipped: \(path) is not installed (apt-get install fonts-dejavu-core fonts-noto-cjk)")
            return nil
        }
        if let size = entry["size"] as? Int, (attributes[.size] as? Int) != size {
            print("skipped: \(path) is not the version the fixtures were made from (run Scripts/font-fixtures.py)")
            return nil
        }
        return try? FontFace(contentsOf: URL(fileURLWithPath: path), index: index)
    }

    /// A fixture's font file: an absolute path, or one inside the repository (the shipped fonts).
    static func resolved(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return root.appendingPathComponent(path).path
    }

    /// A path as fixture commands, with a closing line back to the contour's start dropped (the
    /// two readers differ only in whether they spell that segment out).
    static func commands(_ path: GlyphPath) -> [[Double]] {
        var result: [[Double]] = []
        var start: (Double, Double) = (0, 0)
        for element in path.elements {
            switch element {
            case .move(let x, let y): result.append([0, x, y]); start = (x, y)
            case .line(let x, let y): result.append([1, x, y])
            case .quad(let cx, let cy, let x, let y): result.append([2, cx, cy, x, y])
            case .cubic(let a, let b, let c, let d, let x, let y): result.append([3, a, b, c, d, x, y])
            case .close:
                if let last = result.last, last[0] == 1, last[1] == start.0, last[2] == start.1 { result.removeLast() }
                result.append([4])
            }
        }
        return result
    }

    /// Fixture commands (["M", x, y], …) in the form `commands(_:)` gives.
    static func commands(_ json: [[Any]]) -> [[Double]] {
        var result: [[Double]] = []
        var start: (Double, Double) = (0, 0)
        for command in json {
            let op = command.first as? String ?? ""
            let values = command.dropFirst().map { ($0 as? NSNumber)?.doubleValue ?? .nan }
            switch op {
            case "M": result.append([0] + values); start = (values[0], values[1])
            case "L": result.append([1] + values)
            case "Q": result.append([2] + values)
            case "C": result.append([3] + values)
            default:
                if let last = result.last, last[0] == 1, last[1] == start.0, last[2] == start.1 { result.removeLast() }
                result.append([4])
            }
        }
        return result
    }
}
