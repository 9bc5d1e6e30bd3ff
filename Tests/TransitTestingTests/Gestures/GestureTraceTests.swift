import Foundation
import Testing
@testable import TransitTesting
import TransitTestingReporting

/// The `.transit-gesture` format: reading, writing, and clear errors for malformed files.
@Suite struct GestureTraceTests {
    @Test func readsTheFormatAndWritesItBack() throws {
        let text = """
            # transit-gesture 1
            # time  finger  phase  x  y
            0.0000  0  began  2  400

            0.0167\t0\tmoved  28.5  400
            0.0333  1  began  100  100
            0.0333  0  ended  54  399.25
            0.0500  1  cancelled  100  100
            """
        let trace = try GestureTrace(text: text)
        expectEqual(trace.events.count, 5)
        expectEqual(
            trace.events[1], GestureTrace.Event(time: 0.0167, finger: 0, phase: .moved, location: CGPoint(x: 28.5, y: 400)))
        expectEqual(trace.duration, 0.05)
        expectEqual(
            trace.text,
            """
            # transit-gesture 1
            # time  finger  phase  x  y
            0.0000  0  began  2  400
            0.0167  0  moved  28.5  400
            0.0333  1  began  100  100
            0.0333  0  ended  54  399.25
            0.0500  1  cancelled  100  100

            """)
        expectEqual(try GestureTrace(text: trace.text), trace)
    }

    @Test(arguments: [
        ("0 0 began 1", "line 1: expected 5 fields (time finger phase x y), found 4"),
        ("# x\nsoon 0 began 1 2", "line 2: the time 'soon' is not a number of seconds"),
        ("0 thumb began 1 2", "line 1: the finger 'thumb' is not a whole number"),
        ("0 0 touched 1 2", "line 1: the phase 'touched' is not one of began, moved, stationary, ended, cancelled"),
        ("0 0 began 1 north", "line 1: the location '1 north' is not two numbers"),
        ("0 0 began 1 nan", "line 1: the location (1.0, nan) must be finite"),
        ("-1 0 began 1 2", "line 1: the time -1.0 must be a finite number of seconds, not negative"),
        ("inf 0 began 1 2", "line 1: the time inf must be a finite number of seconds, not negative"),
        (
            "0.5 0 began 1 2\n0.25 0 moved 1 2",
            "line 2: the time 0.25 is before the previous event's 0.5; events must be in time order"
        ),
        ("0 100 began 1 2", "line 1: finger 100 is not in 0...99"),
        ("0 0 moved 1 2", "line 1: finger 0 moved without having begun"),
        ("0 0 began 1 2\n\n0 0 began 1 2", "line 3: finger 0 begins while already down"),
        ("0 0 began 1 2\n0 0 ended 1 2\n0 0 ended 1 2", "line 3: finger 0 ended without having begun"),
        ("# transit-gesture 2\n0 0 began 1 2", "line 1: version 2 of the format is not supported (this reader knows version 1)")
    ])
    func malformedFilesNameTheLine(text: String, expected: String) {
        #expect(throws: GestureTraceError.self) { try GestureTrace(text: text) }
        do { _ = try GestureTrace(text: text) } catch { expectEqual("\(error)", expected) }
    }

    /// Random bytes and random edits of a valid file never crash the reader: each either reads or
    /// throws a `GestureTraceError` with a line inside the text. (A fixed-seed generator.)
    @Test func garbageNeverCrashes() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 { state = state &* 6364136223846793005 &+ 1442695040888963407; return state >> 33 }
        let valid = Array(GestureTrace.slowDrag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 40, y: 10)).text.utf8)
        let alphabet = Array("0123456789 .-\n#abeginmovdstcl\tinfnaE".utf8)
        for round in 0..<400 {
            var bytes = valid
            for _ in 0..<(1 + Int(next() % 6)) {
                let at = Int(next() % UInt64(bytes.count))
                if round % 3 == 0 { bytes.remove(at: at) } else { bytes[at] = alphabet[Int(next() % UInt64(alphabet.count))] }
            }
            let text = String(decoding: bytes, as: UTF8.self)
            do {
                _ = try GestureTrace(text: text)
            } catch let error as GestureTraceError {
                expectGreaterThanOrEqual(error.line, 1)
                expectLessThanOrEqual(error.line, text.split(separator: "\n", omittingEmptySubsequences: false).count)
            }
        }
    }

    @Test func eventsAreCheckedLikeFiles() {
        #expect(throws: GestureTraceError(line: 2, "finger 3 ended without having begun")) {
            try GestureTrace(events: [
                GestureTrace.Event(time: 0, finger: 0, phase: .began, location: .zero),
                GestureTrace.Event(time: 0, finger: 3, phase: .ended, location: .zero)
            ])
        }
    }

    @Test func libraryTracesFollowTheirDocumentedNumbers() throws {
        // 844 pt of projection under 0.998 needs 844 · 2 / 0.998 pt/s.
        expectClose(GestureTrace.velocity(projecting: 844), 1691.3828, within: 1e-4)
        expectClose(GestureTrace.projectedDistance(velocity: 1000), 499, within: 1e-9)
        let flick = GestureTrace.flick(from: CGPoint(x: 100, y: 700), direction: CGVector(dx: 0, dy: -3))
        expectEqual(flick.events.count, 8)  // began, 6 moves, ended
        expectClose(flick.events.last!.location.y, (700 - 169.13828), within: 1e-4)
        for trace in [
            flick, GestureTrace.edgeSwipe(in: CGSize(width: 390, height: 844), finishing: false),
            GestureTrace.pinch(center: CGPoint(x: 200, y: 400), fromSpan: 100, toSpan: 250)
        ] {
            expectEqual(try GestureTrace(events: trace.events), trace)  // every library trace is valid
            expectEqual(try GestureTrace(text: trace.text).events.count, trace.events.count)
        }
    }
}
