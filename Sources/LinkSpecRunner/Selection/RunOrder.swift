import LinkSpecPlatform

/// `--order defined|reverse|random[:SEED]`: the order scenarios run (and are reported) in.
package enum RunOrder: Hashable, Sendable, CustomStringConvertible {
    /// As the files and scenarios were found.
    case defined
    /// The last file's last scenario first: the files in reverse order, and
    /// the scenarios of each (as cucumber-js's `--order reverse`).
    case reverse
    /// Shuffled by a seeded generator; the seed is printed so a failing order can be repeated.
    case random(seed: UInt64)

    /// Parses the option's value; `random` without a seed draws one.
    package init?(option: String) {
        switch option {
        case "defined": self = .defined
        case "reverse": self = .reverse
        case "random": self = .random(seed: UInt64.random(in: 0...UInt64(UInt32.max)))
        default:
            guard option.hasPrefix("random:"), let seed = UInt64(option.dropFirst("random:".count)) else { return nil }
            self = .random(seed: seed)
        }
    }

    package var description: String {
        switch self {
        case .defined: return "defined"
        case .reverse: return "reverse"
        case .random(let seed): return "random:\(seed)"
        }
    }

    package func apply<Element>(to elements: [Element]) -> [Element] {
        switch self {
        case .defined:
            return elements
        case .reverse:
            return elements.reversed()
        case .random(let seed):
            var generator = SeededGenerator(seed: seed)
            var shuffled = elements
            generator.shuffle(&shuffled)
            return shuffled
        }
    }
}
