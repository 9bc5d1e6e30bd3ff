import Foundation

/// Reads files from the test bundle's `Fixtures` folder (made by `Fixtures/make_fixtures.py`).
enum FixtureFiles {
    static func url(_ path: String) -> URL {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures").appendingPathComponent(path)
    }

    static func bytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url(path)))
    }

    static func lines(_ path: String) throws -> [String] {
        String(decoding: try bytes(path), as: UTF8.self).split(separator: "\n").map(String.init)
    }
}
