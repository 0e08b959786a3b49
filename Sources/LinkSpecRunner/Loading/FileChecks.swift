import LinkSpecPlatform

/// The problems `FeatureStream.check()` found, one slot per file, filled by
/// several threads at once and read in file order once they are done, so the
/// errors come out in the same order however the work was shared.
final class FileChecks: Sendable {
    enum Problems: Sendable {
        case none
        /// The file cannot be read or does not parse.
        case parse([InputError])
        /// The file parses, but a `file:LINE` selects no scenario.
        case lines([InputError])
    }

    /// Each slot is written once.
    private let slots: Locked<[Problems]>

    init(count: Int) {
        slots = Locked(Array(repeating: .none, count: count))
    }

    func record(_ problems: Problems, at index: Int) {
        if case .none = problems { return }
        slots.withLock { $0[index] = problems }
    }

    /// Every file's parse errors and line errors, in file order.
    func collected() -> (parse: [InputError], lines: [InputError]) {
        var parse: [InputError] = []
        var lines: [InputError] = []
        for slot in slots.withLock({ $0 }) {
            switch slot {
            case .none: break
            case .parse(let errors): parse += errors
            case .lines(let errors): lines += errors
            }
        }
        return (parse, lines)
    }
}
