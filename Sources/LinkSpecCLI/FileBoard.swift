import Foundation
import Gherkin

/// Where the workers of `linkspec gherkin` take files and leave their output,
/// and where each file's id offset is worked out: the offset of a file is the
/// number of ids every file before it took, known once those are parsed.
///
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

    init(fileCount: Int, window: Int) {
        self.fileCount = fileCount
        self.window = max(window, 1)
        idCounts = Array(repeating: -1, count: fileCount)
        offsets = Array(repeating: 0, count: fileCount + 1)
        outputs = Array(repeating: nil, count: fileCount)
    }

    /// The next file to work on, waiting while the window is full; nil when
    /// every file is taken or the run stopped.
    func claim() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while !cancelled && nextToClaim < fileCount && nextToClaim >= nextToTake + window {
            condition.wait()
        }
        guard !cancelled, nextToClaim < fileCount else { return nil }
        nextToClaim += 1
        return nextToClaim - 1
    }

    /// Records how many ids file `index` took, then waits until every file
    /// before it has done the same: its id offset, or nil if the run stopped.
    func publishIdCount(_ count: Int, of index: Int) -> Int? {
        condition.lock()
        defer { condition.unlock() }
        record(count, of: index)
        while !cancelled && index > counted {
            condition.wait()
        }
        return cancelled ? nil : offsets[index]
    }

    /// Leaves file `index`'s outcome for the thread handing output on; an id
    /// count too when it was not recorded before (an unreadable file).
    func publish(_ outcome: consuming Outcome, idCount: Int? = nil, of index: Int) {
        condition.lock()
        defer { condition.unlock() }
        if let idCount { record(idCount, of: index) }
        outputs[index] = outcome
        condition.broadcast()
    }

    /// File `index`'s outcome, waiting for it; the caller takes the files in order.
    func takeOutput(of index: Int) -> Outcome {
        condition.lock()
        defer { condition.unlock() }
        while outputs[index] == nil {
            condition.wait()
        }
        let outcome = outputs[index].take()!
        nextToTake = index + 1
        condition.broadcast()
        return outcome
    }

    /// Nothing more is wanted: waiting workers stop and claim nothing new.
    func cancel() {
        condition.lock()
        defer { condition.unlock() }
        cancelled = true
        for index in outputs.indices { outputs[index] = nil }
        condition.broadcast()
    }

    private func record(_ count: Int, of index: Int) {
        idCounts[index] = count
        let before = counted
        while counted < fileCount && idCounts[counted] >= 0 {
            offsets[counted + 1] = offsets[counted] + idCounts[counted]
            counted += 1
        }
        if counted != before { condition.broadcast() }
    }
}
