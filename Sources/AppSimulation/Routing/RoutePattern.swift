/// A route's pattern: literal segments, typed parameters, an optional trailing
/// parameter and query parameters by name, written
/// `somescreen/{id:int}`, `appointments/{id:int?}`, `launchGame?{gameId?}` or
/// `search?q={term:string}`. An untyped `{name}` is a string.
package struct RoutePattern: Sendable, Hashable, CustomStringConvertible {
    package struct Parameter: Sendable, Hashable {
        package var name: String
        package var type: RouteParameterType
        package var isOptional: Bool
    }

    package enum Segment: Sendable, Hashable {
        case literal(String)
        case parameter(Parameter)
    }

    package struct QueryItem: Sendable, Hashable {
        /// The query item's name in the URL.
        package var key: String
        package var parameter: Parameter
    }

    package let source: String
    package let segments: [Segment]
    package let query: [QueryItem]
    /// Each literal segment lowercased, by segment (nil for a parameter): matching
    /// compares them with the segments of every opened link.
    let lowercasedLiterals: [String?]

    package var description: String { source }

    /// The first literal segment: for a custom scheme, the host, which Babylon calls the intent.
    package var intent: String? {
        if case .literal(let text)? = segments.first { return text }
        return nil
    }

    package var parameters: [Parameter] {
        segments.compactMap { if case .parameter(let p) = $0 { return p } else { return nil } } + query.map(\.parameter)
    }

    package init(_ source: String) throws(RoutePatternError) {
        self.source = source
        var text = Substring(source)
        var queryText: Substring?
        if let mark = text.firstIndex(of: "?"), !Self.isInsideBraces(text, at: mark) {
            queryText = text[text.index(after: mark)...]
            text = text[..<mark]
        }
        if text.hasPrefix("/") { text = text.dropFirst() }
        guard !text.isEmpty else { throw RoutePatternError("pattern '\(source)' has no path segments") }

        var segments: [Segment] = []
        var names: Set<String> = []
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        for (index, part) in parts.enumerated() {
            guard !part.isEmpty else { throw RoutePatternError("pattern '\(source)' has an empty segment") }
            if part.first == "{" {
                let parameter = try Self.parameter(part, in: source)
                guard names.insert(parameter.name).inserted else {
                    throw RoutePatternError("pattern '\(source)' names parameter '\(parameter.name)' twice")
                }
                if parameter.isOptional && index != parts.count - 1 {
                    throw RoutePatternError("pattern '\(source)': only the last path parameter may be optional")
                }
                segments.append(.parameter(parameter))
            } else {
                guard !part.contains("{"), !part.contains("}") else {
                    throw RoutePatternError("pattern '\(source)': segment '\(part)' mixes text and a parameter")
                }
                segments.append(.literal(String(part)))
            }
        }

        var query: [QueryItem] = []
        if let queryText {
            for item in queryText.split(separator: "&", omittingEmptySubsequences: false) {
                guard !item.isEmpty else { throw RoutePatternError("pattern '\(source)' has an empty query item") }
                var key: String?
                var body = item
                if let equals = item.firstIndex(of: "="), item.first != "{" {
                    key = String(item[..<equals])
                    body = item[item.index(after: equals)...]
                }
                guard body.first == "{" else {
                    throw RoutePatternError("pattern '\(source)': query item '\(item)' must be {name} or key={name}")
                }
                let parameter = try Self.parameter(body, in: source)
                guard names.insert(parameter.name).inserted else {
                    throw RoutePatternError("pattern '\(source)' names parameter '\(parameter.name)' twice")
                }
                query.append(QueryItem(key: key ?? parameter.name, parameter: parameter))
            }
        }
        self.segments = segments
        self.query = query
        self.lowercasedLiterals = segments.map { if case .literal(let text) = $0 { return text.lowercased() } else { return nil } }
    }

    private static func isInsideBraces(_ text: Substring, at index: Substring.Index) -> Bool {
        var depth = 0
        for i in text.indices where i < index {
            if text[i] == "{" { depth += 1 } else if text[i] == "}" { depth -= 1 }
        }
        return depth > 0
    }

    private static func parameter(_ part: Substring, in source: String) throws(RoutePatternError) -> Parameter {
        guard part.count >= 3, part.first == "{", part.last == "}" else {
            throw RoutePatternError("pattern '\(source)': '\(part)' is not a parameter like {id:int}")
        }
        var body = part.dropFirst().dropLast()
        var optional = false
        if body.last == "?" {
            optional = true
            body = body.dropLast()
        }
        let pieces = body.split(separator: ":", omittingEmptySubsequences: false)
        guard pieces.count <= 2, let name = pieces.first, !name.isEmpty,
              name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" })
        else { throw RoutePatternError("pattern '\(source)': '\(part)' is not a parameter like {id:int}") }
        var type = RouteParameterType.string
        if pieces.count == 2 {
            guard let parsed = RouteParameterType(rawValue: String(pieces[1])) else {
                throw RoutePatternError("pattern '\(source)': unknown parameter type '\(pieces[1])' (int, string or uuid)")
            }
            type = parsed
        }
        return Parameter(name: String(name), type: type, isOptional: optional)
    }
}

package struct RoutePatternError: Error, Sendable, Hashable, CustomStringConvertible {
    package var message: String
    init(_ message: String) { self.message = message }
    package var description: String { message }
}
