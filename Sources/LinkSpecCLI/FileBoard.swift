import Foundation
import LinkSpecJSON

/// Where the workers of `linkspec gherkin` take files and leave their output,
/// and where each file's id offset is worked out: the offset of a file is the
/// number of ids every file before it took, known once those are parsed.
///
/// Nothing here makes a worker wait for another while it has work: a file
/// whose offset is not known yet is held while the worker takes the next one.
/// Files are taken in order, at most `window` past the one handed on next, so
/// a slow file holds back a bounded amount of finished output.
///
/// `@unchecked Sendable`: every stored property is read and written only with
/// `condition` locked.
final class FileBoard: @unchecked Sendable {
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

    private let condition = NSCondition()
    private let fileCount: Int
    private let window: Int
    private var nextToClaim = 0
    private var nextToTake = 0
    /// Ids each file took; -1 until it is parsed.
    private var idCounts: [Int]
    /// `offsets[i]` is the id offset of file `i`, known for `i <= counted`.
    private var offsets: [Int]
    /// How many leading files have their id count recorded.
    private var counted = 0
    private var outputs: [Outcome?]
    private var cancelled = false
    /// Who sleeps, so that nobody is woken for nothing.
    private var workersWaiting = 0
    private var takerWaiting = false
    /// Writers whose bytes were handed on, for the workers to write into
    /// again: a new buffer for every file (tens of kilobytes each) kept the
    /// allocator growing and trimming its heap, and every fresh page written
    /// cost a page fault.
    private var spareWriters: [JSONWriter] = []

    init(fileCount: Int, window: Int) {
        self.fileCount = fileCount
        self.window = max(window, 1)
        idCounts = Array(repeating: -1, count: fileCount)
        offsets = Array(repeating: 0, count: fileCount + 1)
        outputs = Array(repeating: nil, count: fileCount)
    }

    /// The next file to work on, without waiting.
    func claim() -> Claim {
        condition.lock()
        defer { condition.unlock() }
        guard !cancelled, nextToClaim < fileCount else { return .none }
        guard nextToClaim < nextToTake + window else { return .windowFull }
        nextToClaim += 1
        return .file(nextToClaim - 1)
    }

    /// Records how many ids file `index` took.
    func recordIdCount(_ count: Int, of index: Int) {
        condition.lock()
        defer { condition.unlock() }
        record(count, of: index)
    }

    /// File `index`'s id offset, if every file before it has been parsed.
    func offset(of index: Int) -> Int? {
        condition.lock()
        defer { condition.unlock() }
        return index <= counted ? offsets[index] : nil
    }

    /// Sleeps until file `index`'s offset is known (or, with nil, until the
    /// window has room again), or the run stops. False once it has stopped.
    @discardableResult
    func waitForProgress(offsetOf index: Int?) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while !cancelled {
            if let index {
                if index <= counted { break }
            } else if nextToClaim >= fileCount || nextToClaim < nextToTake + window {
                break
            }
            workersWaiting += 1
            condition.wait()
            workersWaiting -= 1
        }
        return !cancelled
    }

    /// Leaves file `index`'s outcome for the thread handing output on.
    func publish(_ outcome: consuming Outcome, of index: Int) {
        condition.lock()
        defer { condition.unlock() }
        outputs[index] = outcome
        if takerWaiting && twoReady() { condition.broadcast() }
    }

    /// The outcomes ready from file `index` on, in order, waiting for the
    /// first; the caller takes the files in order.
    func takeOutputs(from index: Int) -> [Outcome] {
        condition.lock()
        defer { condition.unlock() }
        while !twoReady() {
            takerWaiting = true
            condition.wait()
        }
        takerWaiting = false
        var taken: [Outcome] = []
        var next = index
        while next < fileCount, let outcome = outputs[next].take() {
            taken.append(outcome)
            next += 1
        }
        nextToTake = next
        if workersWaiting > 0 { condition.broadcast() }
        return taken
    }

    /// A writer whose bytes have been handed on, to be written into again.
    func recycle(_ writer: consuming JSONWriter) {
        condition.lock()
        defer { condition.unlock() }
        if spareWriters.count < window { spareWriters.append(writer) }
    }

    /// An empty writer: a recycled one when there is one, else a new one with
    /// room for `capacity` bytes.
    func emptyWriter(capacity: Int) -> JSONWriter {
        condition.lock()
        let spare = spareWriters.popLast()
        condition.unlock()
        guard var writer = spare else { return JSONWriter(reservingCapacity: capacity) }
        writer.removeAll()
        return writer
    }

    /// Nothing more is wanted: waiting workers stop and claim nothing new.
    func cancel() {
        condition.lock()
        defer { condition.unlock() }
        cancelled = true
        for index in outputs.indices { outputs[index] = nil }
        condition.broadcast()
    }

    /// Whether the next file to hand on is ready, and the one after it too
    /// (unless there is none, or the window does not reach it): the taker is
    /// woken for two files at a time, not for each, so it takes a core from
    /// the workers half as often.
    private func twoReady() -> Bool {
        guard outputs[nextToTake] != nil else { return false }
        let second = nextToTake + 1
        return second >= fileCount || window < 2 || outputs[second] != nil
    }

    private func record(_ count: Int, of index: Int) {
        idCounts[index] = count
        let before = counted
        while counted < fileCount && idCounts[counted] >= 0 {
            offsets[counted + 1] = offsets[counted] + idCounts[counted]
            counted += 1
        }
        if counted != before && workersWaiting > 0 { condition.broadcast() }
    }
}
