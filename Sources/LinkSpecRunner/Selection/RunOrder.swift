/// `--order defined|random[:SEED]`: the order scenarios run (and are reported) in.
public enum RunOrder: Hashable, Sendable, CustomStringConvertible {
    /// As the files and scenarios were found.
    case defined
    /// Shuffled by a seeded generator; the seed is printed so a failing order can be repeated.
    case random(seed: UInt64)

    /// Parses the option's value; `random` without a seed draws one.
    public init?(option: String) {
        if option == "defined" {
            self = .defined
        } else if option == "random" {
            self = .random(seed: UInt64.random(in: 0...UInt64(UInt32.max)))
        } else if option.hasPrefix("random:"), let seed = UInt64(option.dropFirst("random:".count)) {
            self = .random(seed: seed)
        } else {
            return nil
        }
    }

    public var description: String {
        switch self {
        case .defined: return "defined"
        case .random(let seed): return "random:\(seed)"
        }
    }

    /// The elements in this order.
    public func apply<Element>(to elements: [Element]) -> [Element] {
        guard case .random(let seed) = self else { return elements }
        var generator = SeededGenerator(seed: seed)
        var shuffled = elements
        generator.shuffle(&shuffled)
        return shuffled
    }
}
