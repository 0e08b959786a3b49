import Foundation

/// The problems `FeatureStream.check()` found, one slot per file, filled by
/// several threads at once and read in file order once they are done, so the
/// errors come out in the same order however the work was shared.
final class FileChecks: @unchecked Sendable {
    enum Problems {
        case none
        /// The file cannot be read or does not parse.
        case parse([InputError])
        /// The file parses, but a `file:LINE` selects no scenario.
        case lines([InputError])
    }

    // Guarded by `lock`; each slot is written once.
    private var slots: [Problems]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: .none, count: count)
    }

    func record(_ problems: Problems, at index: Int) {
        if case .none = problems { return }
        lock.lock()
        slots[index] = problems
        lock.unlock()
    }

    /// Every file's parse errors and line errors, in file order.
    func collected() -> (parse: [InputError], lines: [InputError]) {
        lock.lock()
        defer { lock.unlock() }
        var parse: [InputError] = []
        var lines: [InputError] = []
        for slot in slots {
            switch slot {
            case .none: break
            case .parse(let errors): parse += errors
            case .lines(let errors): lines += errors
            }
        }
        return (parse, lines)
    }
}
