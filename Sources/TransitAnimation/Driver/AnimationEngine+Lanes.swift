import Foundation

// The engine advances its animators in two lanes.
//
// - The timing lane holds the common case, an active animator running one group of animations
//   along its curve once (no repeat, no autoreverse, no continuation, no delayed extra group). Its
//   hot state is copied into a `TimingSlot` in one contiguous array, and a frame walks that array
//   and writes each progress into the engine's progress cells, touching no animator object: the
//   memory traffic of the C loop in Benchmarks/engine_loop.c.
// - The general lane holds every other registered animator; each is advanced by
//   `PropertyAnimator.update(at:)`.
//
// While an animator is in the timing lane its slot owns its phase and timeline time (the
// animator's `phase` and `localTime` read through to it). Any change to what the slot copied
// (phase, timeline time, direction, repeat settings, tracks, state) takes the animator out of the
// slot, writing those values back first, and queues it for review; `reviewLanes()` places queued
// animators in their lane when an animator starts or continues, and at the start of every
// `advance(to:)`. Both lanes compute the same
// values with the same arithmetic, so which lane runs an animator never shows in its output.

/// The hot state of one animator in the timing lane: 40 bytes, so that ten thousand of them stay
/// in a core's L2 cache.
struct TimingSlot {
    /// `until` of a delayed phase, `origin` of a timeline phase.
    var start: Double
    /// Timeline time at `start`.
    var from: Double
    /// Timeline time as of the engine's time.
    var localTime: Double
    /// The main track's progress cell; `nil` once the animator left the slot.
    var cell: UnsafeMutablePointer<Double>?
    /// The animator's main curve, in `SlotCurves`; its duration is the animator's total duration.
    var curve: Int32
    var reversed: Bool
    /// Whether the delay is over (the animator's phase is `.timeline`).
    var started: Bool

    /// The animator's phase.
    var phase: PropertyAnimator.Phase {
        started ? .timeline(origin: start, from: from) : .delayed(until: start, from: from)
    }
}

/// Who a timing slot belongs to, kept beside the slots and read only when an animator finishes or
/// leaves: the animator, and its main track (which keeps the slot's cell alive).
struct TimingSlotOwner {
    let animator: Unmanaged<PropertyAnimator>
    /// Dropped when the animator leaves the slot.
    var track: AnimationTrack?
}

/// The distinct curves of the timing lane's animators, each stored once (an interface has a
/// handful: the system curves and springs), counted by use.
struct SlotCurves {
    private(set) var curves: [TimingCurve] = []
    private var uses: [Int] = []
    private var ids: [TimingCurve: Int32] = [:]
    private var freeIDs: [Int32] = []

    /// The id of `curve`, counted as one more use.
    mutating func retain(_ curve: TimingCurve) -> Int32 {
        // A curve unequal to itself (a NaN parameter) cannot be looked up; it gets an entry of its own.
        let isShareable = curve == curve
        if isShareable, let id = ids[curve] {
            uses[Int(id)] += 1
            return id
        }
        let id: Int32
        if let reused = freeIDs.popLast() {
            id = reused
            curves[Int(id)] = curve
            uses[Int(id)] = 1
        } else {
            id = Int32(curves.count)
            curves.append(curve)
            uses.append(1)
        }
        if isShareable { ids[curve] = id }
        return id
    }

    /// One use of `id` fewer; the entry is freed at none.
    mutating func release(_ id: Int32) {
        uses[Int(id)] -= 1
        if uses[Int(id)] == 0 {
            if ids[curves[Int(id)]] == id { ids[curves[Int(id)]] = nil }
            freeIDs.append(id)
        }
    }
}

extension AnimationEngine {
    /// Places every animator queued for review in its lane.
    func reviewLanes() {
        guard !laneReviews.isEmpty else { return }
        let queue = laneReviews
        laneReviews.removeAll(keepingCapacity: true)
        for animator in queue {
            animator.awaitingLaneReview = false
            guard animator.isRegistered, animator.slotIndex < 0 else { continue }
            if let slot = animator.timingSlot(curves: &slotCurves) {
                if animator.inGeneralLane {
                    animator.inGeneralLane = false
                    generalNeedsCompaction = true
                }
                animator.slotIndex = slots.count
                slots.append(slot)
                slotOwners.append(
                    TimingSlotOwner(
                        animator: Unmanaged.passUnretained(animator),
                        track: animator.mainTrack!.takeUnretainedValue()))
            } else if !animator.inGeneralLane {
                animator.inGeneralLane = true
                if !animator.inGeneralList {
                    animator.inGeneralList = true
                    general.append(animator)
                }
            }
        }
    }

    /// Places queued animators now, unless a frame is being advanced (the lanes are then being
    /// walked, and the next frame places them).
    func reviewLanesUnlessAdvancing() {
        if !isAdvancing { reviewLanes() }
    }

    /// Queues `animator` for `reviewLanes()`.
    func scheduleLaneReview(_ animator: PropertyAnimator) {
        guard !animator.awaitingLaneReview else { return }
        animator.awaitingLaneReview = true
        laneReviews.append(animator)
    }

    /// Takes `animator` out of its timing slot, writing the slot's phase and time back.
    func leaveTimingLane(_ animator: PropertyAnimator) {
        let index = animator.slotIndex
        guard index >= 0 else { return }
        slots.withUnsafeMutableBufferPointer { list in
            let slot = list[index]
            animator.storedLocalTime = slot.localTime
            animator.storedPhase = slot.phase
            list[index].cell = nil
            slotCurves.release(slot.curve)
        }
        slotOwners[index].track = nil
        animator.slotIndex = -1
        deadSlots += 1
    }

    /// Takes an animator that is unregistering out of both lanes and the review queue (the general
    /// lane's list lets go of it at the next compaction).
    func leaveLanes(_ animator: PropertyAnimator) {
        leaveTimingLane(animator)
        if animator.inGeneralLane {
            animator.inGeneralLane = false
            generalNeedsCompaction = true
        }
        if animator.awaitingLaneReview {
            animator.awaitingLaneReview = false
            laneReviews.removeAll { $0 === animator }
        }
    }

    /// The phase an animator in the timing lane is in.
    func slotPhase(_ index: Int) -> PropertyAnimator.Phase {
        slots.withUnsafeBufferPointer { $0[index].phase }
    }

    /// The timeline time of an animator in the timing lane.
    func slotLocalTime(_ index: Int) -> Double {
        slots.withUnsafeBufferPointer { $0[index].localTime }
    }

    /// Advances the timing lane to `t`, appending the animators that reached their end.
    func advanceTimingLane(to t: TimeInterval, finished: inout [PropertyAnimator]) {
        slotCurves.curves.withUnsafeBufferPointer { curves in
            slots.withUnsafeMutableBufferPointer { list in
                for i in list.indices {
                    guard let cell = list[i].cell else { continue }
                    if !list[i].started {
                        if t < list[i].start { continue }
                        list[i].started = true
                    }
                    // PropertyAnimator.advanceTimeline(origin:from:at:) for a single pass.
                    let curve = curves[Int(list[i].curve)]
                    var l: Double, ended = false
                    if list[i].reversed {
                        l = list[i].from - (t - list[i].start)
                        if l <= 0 { l = 0; ended = true }
                    } else {
                        l = list[i].from + (t - list[i].start)
                        if l >= curve.duration { l = curve.duration; ended = true }
                    }
                    list[i].localTime = l
                    cell.pointee = curve.progress(at: l)
                    if ended { finished.append(slotOwners[i].animator.takeUnretainedValue()) }
                }
            }
        }
    }

    /// Advances the general lane to `t`, appending the animators that reached their end.
    func advanceGeneralLane(to t: TimeInterval, finished: inout [PropertyAnimator]) {
        guard !general.isEmpty else { return }
        let animators = general
        for animator in animators where animator.inGeneralLane {
            if animator.update(at: animator.timebase?(t) ?? t) { finished.append(animator) }
        }
    }

    /// Drops dead slots and departed general-lane animators once enough have accumulated.
    func compactLanes() {
        if deadSlots > 0 && deadSlots * 4 >= slots.count {
            var kept = 0
            for i in slots.indices where slots[i].cell != nil {
                if kept != i {
                    slots[kept] = slots[i]
                    slotOwners[kept] = slotOwners[i]
                    slotOwners[kept].animator._withUnsafeGuaranteedRef { $0.slotIndex = kept }
                }
                kept += 1
            }
            slots.removeLast(slots.count - kept)
            slotOwners.removeLast(slotOwners.count - kept)
            deadSlots = 0
        }
        if generalNeedsCompaction {
            general.removeAll { animator in
                if animator.inGeneralLane { return false }
                animator.inGeneralList = false
                return true
            }
            generalNeedsCompaction = false
        }
    }
}

extension PropertyAnimator {
    /// The animator's phase (`storedPhase`, or its slot's while in the timing lane). Setting it
    /// takes the animator out of the timing lane.
    var phase: Phase {
        get { slotIndex < 0 ? storedPhase : engine.slotPhase(slotIndex) }
        set {
            laneInputsChanged()
            storedPhase = newValue
        }
    }

    /// Seconds into the (possibly repeated) timeline, as of the engine's time.
    var localTime: Double {
        get { slotIndex < 0 ? storedLocalTime : engine.slotLocalTime(slotIndex) }
        set {
            laneInputsChanged()
            storedLocalTime = newValue
        }
    }

    /// Called when anything a timing slot copies changes, before a new phase or time is stored and
    /// after any other change: leaves the slot (its values written back) and asks the engine to
    /// pick the lane again.
    func laneInputsChanged() {
        if slotIndex >= 0 { engine.leaveTimingLane(self) }
        if isRegistered && state == .active { engine.scheduleLaneReview(self) }
    }

    /// A slot for this animator if it fits the timing lane (its curve counted in `curves`), else `nil`.
    func timingSlot(curves: inout SlotCurves) -> TimingSlot? {
        // A single pass: the total duration is the main curve's.
        guard state == .active, timebase == nil, !hasExtraTracks, repeats <= 1, !reverses,
            cachedTotalDuration == mainCurve.duration,
            let track = mainTrack?.takeUnretainedValue()
        else { return nil }
        let start: Double, from: Double, started: Bool
        switch storedPhase {
        case let .delayed(until, f): (start, from, started) = (until, f, false)
        case let .timeline(origin, f): (start, from, started) = (origin, f, true)
        case .idle, .paused, .continuation: return nil
        }
        return TimingSlot(
            start: start, from: from, localTime: storedLocalTime, cell: track.cell,
            curve: curves.retain(mainCurve), reversed: reversed, started: started)
    }
}
