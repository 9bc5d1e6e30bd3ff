import Foundation

extension TestHost {
    /// Replays `trace` through the host's clock: the trace's time 0 is the next frame, and each
    /// event is delivered in the frame nearest to its time (`1 + round(time × framesPerSecond)`
    /// frames from now; events that land in one frame are delivered together, in trace order).
    /// Steps until the last event has been delivered; afterwards run `runUntilIdle()` to let
    /// what the gesture started finish. Events scripted by other calls in the same frames are
    /// delivered too. The scripted finger of `touchDown(at:)` is not moved by a replay.
    ///
    /// Replaying a trace recorded at the host's frame rate delivers every event in the same frame,
    /// relative to the start, as when it was recorded, so the scene sees exactly the same input.
    public func replay(_ trace: GestureTrace) {
        guard let last = trace.events.last else { return }
        let frames = 1 + Self.frameIndex(last.time, fps: framesPerSecond)
        guard Double(frames) / framesPerSecond <= Self.maximumDuration + frameDuration else {
            diagnostics.report(
                Diagnostic(
                    .error, code: "testhost.replay",
                    "replay: a trace of \(last.time) s is longer than the host steps in one call (\(Self.maximumDuration) s); nothing replayed"
                ))
            return
        }
        while scripted.count < frames { scripted.append([]) }
        for event in trace.events {
            let frame = Self.frameIndex(event.time, fps: framesPerSecond)
            scripted[frame].append(TouchInput(finger: event.finger, phase: event.phase, location: event.location))
        }
        for _ in 0..<frames { step() }
    }

    /// Starts recording every touch the host delivers — scripted (`tap`, `drag`, …), replayed, or
    /// queued by a live source with `enqueueTouches(_:)` — with the time of the frame it is
    /// delivered in. A recording already under way starts over.
    public func startRecordingGesture() {
        gestureRecording = []
    }

    /// Whether `startRecordingGesture()` is recording.
    public var isRecordingGesture: Bool { gestureRecording != nil }

    /// Stops recording and returns what was recorded, times measured from the first recorded
    /// event (so the trace starts at 0). `nil` when no recording was under way.
    ///
    /// A finger still down when the recording stops has no end in the trace; replaying it leaves
    /// the finger down, as it was.
    public func stopRecordingGesture() -> GestureTrace? {
        guard let recorded = gestureRecording else { return nil }
        gestureRecording = nil
        let origin = recorded.first?.time ?? 0
        return GestureTrace(
            unchecked: recorded.map { entry in
                GestureTrace.Event(
                    time: entry.time - origin, finger: entry.input.finger, phase: entry.input.phase,
                    location: entry.input.location)
            })
    }

    /// Queues touch reports from a live source (a window's mouse, a touch screen) for the next
    /// frame step; they are delivered, and recorded, like scripted touches.
    public func enqueueTouches(_ inputs: [TouchInput]) {
        if scripted.isEmpty { scripted.append([]) }
        scripted[0] += inputs
    }

    /// The frame (0-based, from the next) nearest to `time` seconds.
    static func frameIndex(_ time: TimeInterval, fps: Double) -> Int {
        Int(min((time * fps).rounded(.toNearestOrAwayFromZero), Double(Int32.max)))
    }
}
