import Testing
@testable import TransitPort

/// Foundation's main run loop, timers and main operation queue become `MainRunLoop`'s, which a
/// Transit window turns at its frame steps; the forms that cannot be rewritten are noted.
@Suite struct MainLoopPortTests {
    @Test func scheduledTimersAndTheirTypeBecomeMainRunLoops() {
        PorterTests.expectPort(
            """
            final class Spinner {
                var timer: Timer?
                func start() {
                    timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { (timer: Timer) in
                        timer.invalidate()
                    }
                    let once = Timer.scheduledTimer(withTimeInterval: 1, repeats: false, block: { _ in })
                    _ = once
                }
            }
            """,
            """
            final class Spinner {
                var timer: RunLoopTimer?
                func start() {
                    timer = MainRunLoop.scheduledTimer(withTimeInterval: 0.1, repeats: true) { (timer: RunLoopTimer) in
                        timer.invalidate()
                    }
                    let once = MainRunLoop.scheduledTimer(withTimeInterval: 1, repeats: false, block: { _ in })
                    _ = once
                }
            }
            """)
    }

    @Test func mainLoopBlocksBecomeMainRunLoopPerform() {
        PorterTests.expectPort(
            """
            func later() {
                RunLoop.main.perform { print("next turn") }
                OperationQueue.main.addOperation {
                    print("next turn too")
                }
                OperationQueue.main.addOperation({ print("and this") })
            }
            """,
            """
            func later() {
                MainRunLoop.perform { print("next turn") }
                MainRunLoop.perform {
                    print("next turn too")
                }
                MainRunLoop.perform({ print("and this") })
            }
            """)
    }

    @Test func formsThatCannotBeRewrittenAreNoted() {
        let source = """
            func schedule(_ timer: Timer, _ operation: Operation) {
                RunLoop.main.add(timer, forMode: .common)
                RunLoop.main.perform(inModes: [.common]) { print("x") }
                OperationQueue.main.addOperation(operation)
            }
            """
        let result = PorterTests.port(source)
        // Nothing rewritten: no scheduled timer, so `Timer` stays Foundation's.
        #expect(result.source == source)
        #expect(result.notes.map(\.line) == [2, 3, 4])
        #expect(result.notes.allSatisfy { $0.message.contains("MainRunLoop") })
    }
}

/// String key paths need the Objective-C runtime: they are noted with the block form Transit
/// observes, or with what to use for a key path it cannot.
@Suite struct KeyValueObservingPortTests {
    @Test func stringKeyPathObservationIsNoted() {
        let source = """
            final class Pager: UIViewController {
                let scroll = UIScrollView()
                override func viewDidLoad() {
                    scroll.addObserver(self, forKeyPath: "contentOffset", options: [.new], context: nil)
                    addObserver(self, forKeyPath: "title", options: [], context: nil)
                }
                override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                                           change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {}
                deinit { scroll.removeObserver(self, forKeyPath: "contentOffset") }
            }
            """
        let result = PorterTests.port(source)
        #expect(result.source == source)
        #expect(result.notes.map(\.line) == [4, 5, 7, 9])
        #expect(result.notes[0].message.contains("scroll.observe(\\.contentOffset"))
        #expect(result.notes[1].message.contains("didSet"))
        #expect(result.notes[2].message.contains("observeValue"))
        #expect(result.notes[3].message.contains("invalidate"))
    }
}
