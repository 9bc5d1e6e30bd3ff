import ArgumentParser
import Foundation
import Testing
import Transit
@testable import transit
import TransitTestingReporting

/// `transit demo --fonts`: `system` is the installed fonts then Transit's own, `bundled` only
/// Transit's own, as `FontSource` documents them; the names in any case.
@Suite struct FontsOptionTests {
    @Test func eachNameGivesItsFontSource() throws {
        expectEqual(try FontsOption.source("system"), FontSource.system)
        expectEqual(try FontsOption.source("Bundled"), FontSource.bundled)
        // Only the system source reads fontconfig's folders: the bundled one hides what is installed.
        let installed = URL(fileURLWithPath: "/usr/share/fonts")
        expect(try FontsOption.source("system").folders.contains(installed))
        expect(try !FontsOption.source("bundled").folders.contains(installed))
    }

    @Test func anUnknownNameIsRefusedWithTheClosestOne() {
        let error = #expect(throws: ValidationError.self) { try FontsOption.source("bundeld") }
        let text = error.map { String(describing: $0) } ?? ""
        expect(text.contains("--fonts must be system or bundled, not 'bundeld'; did you mean 'bundled'?"), "\(text)")
    }
}
