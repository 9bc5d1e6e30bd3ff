import Foundation

/// Where golden assertions send their failures.
///
/// `.automatic` (the default) records a Swift Testing issue at the assertion's source location
/// when a Swift Testing test is running, and calls `XCTFail` otherwise, so the same assertion
/// works in both frameworks. Give your own reporter to `withGoldenTesting(reporter:…)` to collect
/// failures instead (the package's own tests of the golden tools do).
///
/// TransitTesting itself links neither framework (the `transit` tool and apps that only use
/// `TestHost` never load them): the `TransitTesting` product also brings the small
/// `TransitTestingReporting` module, which does, and `.automatic` finds it at run time.
public struct GoldenFailureReporter: Sendable {
    /// Called once for each failed assertion.
    public let report: @Sendable (GoldenFailure) -> Void

    /// A reporter that calls `report`.
    public init(_ report: @escaping @Sendable (GoldenFailure) -> Void) {
        self.report = report
    }

    /// The mangled name `.automatic` looks up: `TransitTestingReporting.FrameworkGoldenReporter`
    /// (an enum), as `_mangledTypeName` spells it (a test pins the two together).
    static let hookTypeName = "23TransitTestingReporting23FrameworkGoldenReporterO"

    /// The framework reporter, when its module is linked into the process.
    static var hook: GoldenFailureReportingHook.Type? {
        _typeByName(hookTypeName) as? GoldenFailureReportingHook.Type
    }

    /// Whether `.automatic` reaches a test framework: `TransitTestingReporting` is linked (it is,
    /// for every client of the `TransitTesting` product).
    public static var isAutomaticReportingAvailable: Bool { hook != nil }

    /// Swift Testing's `Issue.record` under a Swift Testing test, `XCTFail` otherwise. Without
    /// `TransitTestingReporting` in the process the failure is written to standard error.
    public static let automatic = GoldenFailureReporter { failure in
        if let hook { return hook.report(failure) }
        FileHandle.standardError.write(Data("\(failure.filePath):\(failure.line): error: \(failure.message)\n".utf8))
    }
}

/// Reports golden failures to a test framework. Implemented by `TransitTestingReporting`'s
/// `FrameworkGoldenReporter`; `GoldenFailureReporter.automatic` calls it.
public protocol GoldenFailureReportingHook {
    /// Reports `failure` to the running test framework.
    static func report(_ failure: GoldenFailure)
}
