import Foundation
import Testing
import TransitCatalog
import TransitTestingReporting

/// The README's claims that can drift from the code, checked against it: the catalogue's counts,
/// the product names of its `Package.swift` snippets, and its "Not there yet" list (which must
/// name nothing that exists). The command lines are checked by `ReadmeCommandTests`.
@MainActor
@Suite struct ReadmeClaimsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let readme = (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

    /// Every capture of `pattern`'s first group in `text`.
    static func captures(_ pattern: String, in text: String) throws -> [String] {
        let expression = try NSRegularExpression(pattern: pattern)
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    @Test func catalogueCountsAreTheCatalogues() throws {
        let entries = try Self.captures(#"(\d+) (?:catalogue )?entries"#, in: Self.readme)
        let values = try Self.captures(#"(\d+) `CatalogTransition` values"#, in: Self.readme)
        expect(!entries.isEmpty)
        expect(!values.isEmpty)
        for count in entries { expectEqual(Int(count), TransitionCatalog.names.count, "README: \(count) entries") }
        for count in values { expectEqual(Int(count), TransitionCatalog.transitions.count, "README: \(count) values") }
    }

    @Test func everyProductNamedIsALibraryOfThePackage() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let libraries = Set(try Self.captures(#"\.library\(name: "(\w+)""#, in: manifest))
        let named = try Self.captures(#"\.product\(name: "(\w+)", package: "Transit"\)"#, in: Self.readme)
        expectGreaterThanOrEqual(named.count, 4)
        for name in named {
            expect(libraries.contains(name), "README names the product \(name); Package.swift has \(libraries.sorted())")
        }
    }

    /// The UIKit and Core Animation types the "Not there yet" paragraph names (`CAShapeLayer`)
    /// must have no Transit counterpart (`ShapeLayer`) declared in Sources.
    @Test func notThereYetNamesNothingThatExists() throws {
        guard let start = Self.readme.range(of: "**Not there yet:**") else { Issue.record("no Not there yet paragraph"); return }
        let paragraph = String(Self.readme[start.upperBound...].prefix { $0 != "#" }.components(separatedBy: "\n\n")[0])
        let missing = try Self.captures(#"`(?:CA|UI|NS)([A-Z]\w+)`"#, in: paragraph)
        let declared = try Set(Self.declaredTypes())
        expectGreaterThan(declared.count, 100)
        for name in missing { expect(!declared.contains(name), "README lists \(name) as missing, but Sources declare it") }
    }

    /// The names of the classes, structs, enums, protocols and type aliases declared in Sources.
    static func declaredTypes() throws -> [String] {
        let sources = root.appendingPathComponent("Sources")
        var names: [String] = []
        let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            names += try captures(#"(?m)\b(?:class|struct|enum|protocol|typealias|actor) ([A-Z]\w*)"#, in: text)
        }
        return names
    }
}
