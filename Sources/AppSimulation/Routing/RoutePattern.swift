/// A route's pattern: literal segments, typed parameters, an optional trailing
/// parameter, a trailing rest-of-path parameter and query parameters by name,
/// written `somescreen/{id:int}`, `appointments/{id:int?}`, `wiki/{title...}`,
/// `launchGame?{gameId?}` or `search?q={term:string}`. An untyped `{name}` is a
/// string; a pattern may start with a parameter (`{slug}`, a vanity link). A
/// query item may be a literal value (`deeplink/main?page=QUEUE`): the link must
/// carry that item with exactly that value, so routes for the same path choose
/// their screen by it.
package struct RoutePattern: Sendable, Hashable, CustomStringConvertible {
    package struct Parameter: Sendable, Hashable {
        package var name: String
        package var type: RouteParameterType
        package var isOptional: Bool
        /// `{name...}`: the last path parameter, taking every segment left (one or
        /// more; none too with `{name...?}`), joined by `/`, as a string.
        package var isRest = false
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

    /// A query item with a literal value: `page=QUEUE`.
    package struct QueryLiteral: Sendable, Hashable {
        package var key: String
        package var value: String
    }

    package let source: String
    package let segments: [Segment]
    package let query: [QueryItem]
    /// The query items with a literal value, which a link must carry as written
    /// (case-sensitively, as an app's code compares them).
    package let queryLiterals: [QueryLiteral]
    /// Each literal segment lowercased, by segment (nil for a parameter): matching
    /// compares them with the segments of every opened link.
    let lowercasedLiterals: [String?]

    package var description: String { source }

    /// The first segment when it is literal: for a custom scheme, the host, which
    /// Babylon calls the intent; nil for a pattern that starts with a parameter.
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
                if parameter.isRest && index != parts.count - 1 {
                    throw RoutePatternError("pattern '\(source)': only the last path parameter may take the rest of the path ('{\(parameter.name)...}')")
                }
                segments.append(.parameter(parameter))
            } else {
                if part.contains("*") { throw Self.wildcard(part, at: index, of: parts, in: source) }
                guard !part.contains("{"), !part.contains("}") else {
                    throw RoutePatternError("pattern '\(source)': segment '\(part)' mixes text and a parameter")
                }
                segments.append(.literal(String(part)))
            }
        }

        var query: [QueryItem] = []
        var literals: [QueryLiteral] = []
        if let queryText {
            for item in queryText.split(separator: "&", omittingEmptySubsequences: false) {
                guard !item.isEmpty else { throw RoutePatternError("pattern '\(source)' has an empty query item") }
                var key: String?
                var body = item
                if let equals = item.firstIndex(of: "="), item.first != "{" {
                    key = String(item[..<equals])
                    body = item[item.index(after: equals)...]
                }
                if let key, !key.isEmpty, !body.isEmpty, !body.contains("{"), !body.contains("}"), !key.contains("{"), !key.contains("}") {
                    guard !literals.contains(where: { $0.key == key }), !query.contains(where: { $0.key == key }) else {
                        throw RoutePatternError("pattern '\(source)' names query item '\(key)' twice")
                    }
                    literals.append(QueryLiteral(key: key, value: String(body)))
                    continue
                }
                guard body.first == "{" else {
                    throw RoutePatternError("pattern '\(source)': query item '\(item)' must be {name}, key={name} or key=value")
                }
                let parameter = try Self.parameter(body, in: source)
                guard names.insert(parameter.name).inserted else {
                    throw RoutePatternError("pattern '\(source)' names parameter '\(parameter.name)' twice")
                }
                if parameter.isRest {
                    throw RoutePatternError("pattern '\(source)': a query item cannot take the rest of the path ('{\(parameter.name)...}')")
                }
                query.append(QueryItem(key: key ?? parameter.name, parameter: parameter))
            }
        }
        self.segments = segments
        self.query = query
        self.queryLiterals = literals
        self.lowercasedLiterals = segments.map { if case .literal(let text) = $0 { return text.lowercased() } else { return nil } }
    }

    /// A `*` written as in an AASA pattern: a route pattern names what it
    /// takes, `{path...}` for the rest of the path, `{name}` for one segment.
    private static func wildcard(_ part: Substring, at index: Int, of parts: [Substring], in source: String) -> RoutePatternError {
        let isLast = index == parts.count - 1
        var written = parts.map(String.init)
        written[index] = isLast ? "{path...}" : "{segment}"
        let what = isLast ? "the rest of the path" : "one segment"
        return RoutePatternError("pattern '\(source)': '*' is not a wildcard in a route pattern (it would match only a literal '\(part)'); "
            + "to take \(what) write '\(written.joined(separator: "/"))'")
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
        let rest = body.hasSuffix("...")
        if rest { body = body.dropLast(3) }
        // `{path..}`, `{path....}`, `{path…}`: the rest of the path, miswritten.
        if let dot = body.firstIndex(where: { $0 == "." || $0 == "\u{2026}" }) {
            let name = body[..<dot].split(separator: ":").first.map(String.init) ?? "path"
            throw RoutePatternError("pattern '\(source)': '\(part)' is not a parameter; to take the rest of the path write '{\(name)...}' (three dots)")
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
        if rest, type != .string {
            throw RoutePatternError("pattern '\(source)': the rest of the path is a string; write '{\(name)...}'")
        }
        return Parameter(name: String(name), type: type, isOptional: optional, isRest: rest)
    }
}

package struct RoutePatternError: Error, Sendable, Hashable, CustomStringConvertible {
    package var message: String
    init(_ message: String) { self.message = message }
    package var description: String { message }
}
