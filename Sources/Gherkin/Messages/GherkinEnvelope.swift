/// One message of the Gherkin engine's output, in the envelope shape of
/// Cucumber Messages: an object with exactly one key naming the message,
/// `{"source":{...}}`, `{"gherkinDocument":{...}}`, `{"pickle":{...}}` or
/// `{"parseError":{...}}`.
public enum GherkinEnvelope: Hashable, Sendable {
    case source(Source)
    case gherkinDocument(GherkinDocument)
    case pickle(Pickle)
    case parseError(ParseError)
}

extension GherkinEnvelope: Codable {
    private enum CodingKeys: String, CodingKey {
        case source, gherkinDocument, pickle, parseError
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "an envelope holds exactly one of source, gherkinDocument, pickle, parseError; found \(container.allKeys.map(\.stringValue))"))
        }
        switch key {
        case .source: self = .source(try container.decode(Source.self, forKey: key))
        case .gherkinDocument: self = .gherkinDocument(try container.decode(GherkinDocument.self, forKey: key))
        case .pickle: self = .pickle(try container.decode(Pickle.self, forKey: key))
        case .parseError: self = .parseError(try container.decode(ParseError.self, forKey: key))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .source(let message): try container.encode(message, forKey: .source)
        case .gherkinDocument(let message): try container.encode(message, forKey: .gherkinDocument)
        case .pickle(let message): try container.encode(message, forKey: .pickle)
        case .parseError(let message): try container.encode(message, forKey: .parseError)
        }
    }
}
