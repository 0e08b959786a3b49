import Gherkin

/// The message envelopes the reference writes, one per NDJSON line. (The
/// command line's writer is elsewhere; the tests only need the shape.)
enum Envelope: Encodable {
    case source(Source)
    case gherkinDocument(GherkinDocument)
    case pickle(Pickle)
    case parseError(ParseError)

    private enum Key: String, CodingKey {
        case source, gherkinDocument, pickle, parseError
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .source(let value): try container.encode(value, forKey: .source)
        case .gherkinDocument(let value): try container.encode(value, forKey: .gherkinDocument)
        case .pickle(let value): try container.encode(value, forKey: .pickle)
        case .parseError(let value): try container.encode(value, forKey: .parseError)
        }
    }
}
