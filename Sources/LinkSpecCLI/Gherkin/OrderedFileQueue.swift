import LinkSpecJSON
import LinkSpecPlatform

/// The files of `linkspec gherkin` on their way through its workers: each
/// worker claims the next file, leaves its output here, and learns the file's
/// id offset (the number of ids every file before it took, known once those
/// are parsed); the calling thread takes the outputs back in file order.
///
/// Nothing here makes a worker wait for another while it has work: a file
/// whose offset is not known yet is held while the worker takes the next one.
/// Files are claimed in order, at most `window` past the one handed on next,
/// so a slow file holds back a bounded amount of finished output.
final class OrderedFileQueue: Sendable {
    /// A worker's result for one file.
    enum Outcome: Sendable {
        case written(JSONWriter, clean: Bool)
        case unreadable(path: String)
    }

    /// What `claim` gives a worker.
    enum Claim: Equatable {
        case file(Int)
        /// Too far ahead of the output handed on; try again after `waitForProgress`.
        case windowFull
        /// Every file is taken, or the run stopped.
        case none
    }

    private struct State {
        let fileCount: Int
        let window: Int
        var nextToClaim = 0
        var nextToTake = 0
        /// Ids each file took; -1 until it is parsed.
        var idCounts: [Int]
        /// `offsets[i]` is the id offset of file `i`, known for `i <= counted`.
        var offsets: [Int]
        /// How many leading files have their id count recorded.
        var counted = 0
        var outputs: [Outcome?]
        var cancelled = false
        /// Who sleeps, so that nobody is woken for nothing.
        var workersWaiting = 0
        var takerWaiting = false
        /// Writers whose bytes were handed on, for the workers to write into
        /// again: a new buffer for every file (tens of kilobytes each) kept the
        /// allocator growing and trimming its heap, and every fresh page
        /// written cost a page fault.
        var spareWriters: [JSONWriter] = []

        /// Whether the next file to hand on is ready, and the one after it too
        /// (unless there is none, or the window does not reach it): the taker
        /// is woken for two files at a time, not for each, so it takes a core
        /// from the workers half as often.
        var twoReady: Bool {
            guard outputs[nextToTake] != nil else { return false }
            let second = nextToTake + 1
            return second >= fileCount || window < 2 || outputs[second] != nil
        }

        /// Records file `index`'s id count; true when offsets became known
        /// that a waiting worker may want.
        mutating func record(_ count: Int, of index: Int) -> Bool {
            idCounts[index] = count
            let before = counted
            while counted < fileCount && idCounts[counted] >= 0 {
                offsets[counted + 1] = offsets[counted] + idCounts[counted]
                counted += 1
            }
            return counted != before && workersWaiting > 0
        }
    }

    private let shared: Locked<State>

    init(fileCount: Int, window: Int) {
        shared = Locked(State(fileCount: fileCount, window: max(window, 1),
                                 idCounts: Array(repeating: -1, count: fileCount),
                                 offsets: Array(repeating: 0, count: fileCount + 1),
                                 outputs: Array(repeating: nil, count: fileCount)))
    }

    /// The next file to work on, without waiting.
    func claim() -> Claim {
        shared.withLock { state in
            guard !state.cancelled, state.nextToClaim < state.fileCount else { return .none }
            guard state.nextToClaim < state.nextToTake + state.window else { return .windowFull }
            state.nextToClaim += 1
            return .file(state.nextToClaim - 1)
        }
    }

    /// Records how many ids file `index` took.
    func recordIdCount(_ count: Int, of index: Int) {
        if shared.withLock({ $0.record(count, of: index) }) { shared.wakeAll() }
    }

    /// File `index`'s id offset, if every file before it has been parsed.
    func offset(of index: Int) -> Int? {
        shared.withLock { state in index <= state.counted ? state.offsets[index] : nil }
    }

    /// Sleeps until file `index`'s offset is known (or, with nil, until the
    /// window has room again), or the run stops. False once it has stopped.
    @discardableResult
    func waitForProgress(offsetOf index: Int?) -> Bool {
        var counted = false
        return shared.wait { state in
            if counted {
                state.workersWaiting -= 1
                counted = false
            }
            if state.cancelled { return .done(false) }
            if let index {
                if index <= state.counted { return .done(true) }
            } else if state.nextToClaim >= state.fileCount || state.nextToClaim < state.nextToTake + state.window {
                return .done(true)
            }
            state.workersWaiting += 1
            counted = true
            return .untilWoken
        }
    }

    /// Leaves file `index`'s outcome for the thread handing output on.
    func publish(_ outcome: Outcome, of index: Int) {
        let wake = shared.withLock { state in
            state.outputs[index] = outcome
            return state.takerWaiting && state.twoReady
        }
        if wake { shared.wakeAll() }
    }

    /// The outcomes ready from file `index` on, in order, waiting for the
    /// first; the caller takes the files in order.
    func takeOutputs(from index: Int) -> [Outcome] {
        let (taken, wake) = shared.wait { state -> Locked<State>.Decision<([Outcome], Bool)> in
            guard state.twoReady else {
                state.takerWaiting = true
                return .untilWoken
            }
            state.takerWaiting = false
            var taken: [Outcome] = []
            var next = index
            while next < state.fileCount, let outcome = state.outputs[next].take() {
                taken.append(outcome)
                next += 1
            }
            state.nextToTake = next
            return .done((taken, state.workersWaiting > 0))
        }
        if wake { shared.wakeAll() }
        return taken
    }

    /// A writer whose bytes have been handed on, to be written into again.
    func recycle(_ writer: JSONWriter) {
        shared.withLock { state in
            if state.spareWriters.count < state.window { state.spareWriters.append(writer) }
        }
    }

    /// An empty writer: a recycled one when there is one, else a new one with
    /// room for `capacity` bytes.
    func emptyWriter(capacity: Int) -> JSONWriter {
        guard var writer = shared.withLock({ $0.spareWriters.popLast() }) else {
            return JSONWriter(reservingCapacity: capacity)
        }
        writer.removeAll()
        return writer
    }

    /// Nothing more is wanted: waiting workers stop and claim nothing new.
    func cancel() {
        shared.withLock { state in
            state.cancelled = true
            for index in state.outputs.indices { state.outputs[index] = nil }
        }
        shared.wakeAll()
    }
}
