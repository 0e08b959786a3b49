import LinkSpecPlatform
import CucumberMessages

/// The state machine: reads lines, asks the matcher what each one is in the order
/// the current state allows, and tells the AST builder which rules start and end.
/// A line that fits nowhere becomes an error and is skipped, so that one run
/// reports every error; like the reference it gives up after the eleventh.
struct Parser<Matcher: TokenMatcher>: ~Copyable {
    private var matcher: Matcher
    private var builder: AstBuilder
    private var lines: LineQueue
    private let table = StateTable.shared
    private let uri: String
    private(set) var errors: [ParseError] = []
    private var gaveUp = false

    /// The reference stops at its eleventh distinct error.
    static var errorLimit: Int { 10 }

    init(bytes: _UnsafeBytes, uri: String, matcher: Matcher, ids: IdGenerator) {
        self.lines = LineQueue(bytes)
        self.matcher = matcher
        self.uri = uri
        self.builder = AstBuilder(uri: uri, ids: ids, tagSyntax: Matcher.tagSyntax, dialect: matcher.dialect)
    }

    var ids: IdGenerator { builder.ids }

    /// Parses everything; the document is there only when there were no errors.
    mutating func parse() -> GherkinDocument? {
        builder.startRule(.gherkinDocument)
        var state = 0
        while !gaveUp {
            let token = makeToken(lines.next())
            let isEOF = token.isEOF
            state = match(token, in: state)
            if isEOF { break }
        }
        guard errors.isEmpty else { return nil }
        endRule(.gherkinDocument)
        return errors.isEmpty ? builder.document : nil
    }

    /// The token of `line` (nil: the end of file).
    private func makeToken(_ line: GherkinLine?) -> Token {
        Token(line: line, lineNumber: line?.number ?? lines.endOfFileLine)
    }

    /// Takes `token` in `stateID` and returns the next state. The token is handed
    /// to the builder, not copied.
    private mutating func match(_ token: consuming Token, in stateID: Int) -> Int {
        let state = table.states[stateID]
        let possible = matcher.possibleTypes(of: token.line)
        var groupIndex = Int(state.firstGroup)
        let groupEnd = groupIndex + Int(state.groupCount)
        while groupIndex < groupEnd {
            let group = table.groups[groupIndex]
            groupIndex += 1
            guard possible.contains(group.type), matches(group.type, &token) else { continue }
            var transitionIndex = Int(group.firstTransition)
            let transitionEnd = transitionIndex + Int(group.transitionCount)
            while transitionIndex < transitionEnd {
                let transition = table.transitions[transitionIndex]
                transitionIndex += 1
                if transition.lookahead >= 0, !lookahead(table.lookaheads[Int(transition.lookahead)]) { continue }
                for rule in Int(transition.firstEnd)..<Int(transition.firstEnd + transition.endCount) {
                    endRule(table.rules[rule])
                }
                for rule in Int(transition.firstStart)..<Int(transition.firstStart + transition.startCount) {
                    builder.startRule(table.rules[rule])
                }
                // Only a `# language:` line changes the dialect later lines' keywords are in.
                if token.type == .language { builder.dialect = matcher.dialect }
                builder.build(token)
                return Int(transition.target)
            }
        }
        let expected = table.expected(in: stateID)
        if let line = token.line {
            let column = line.indent + 1
            add(ParseError(source: SourceReference(uri: uri, location: Location(line: line.number, column: column)),
                           message: "(\(line.number):\(column)): expected: \(expected), got '\(line.trimmedText)'"))
        } else {
            add(ParseError(source: SourceReference(uri: uri, location: Location(line: token.lineNumber)),
                           message: "(\(token.lineNumber):0): unexpected end of file, expected: \(expected)"))
        }
        return stateID
    }

    private mutating func matches(_ type: TokenType, _ token: inout Token) -> Bool {
        do {
            return try matcher.match(type, &token)
        } catch {
            add(error.location, error.message)
            return false
        }
    }

    private mutating func endRule(_ rule: RuleName) {
        do {
            try builder.endRule(rule)
        } catch {
            add(error.location, error.message)
        }
    }

    /// Reads ahead past lines `hint` may skip; true when its target comes next.
    /// The lines stay queued, to be matched again when they are taken.
    private mutating func lookahead(_ hint: Lookahead) -> Bool {
        var offset = 0
        while true {
            // The line `offset` lines ahead stays queued.
            var token = makeToken(lines.peek(offset))
            offset += 1
            if matches(hint.target, &token) { return true }
            if !hint.skipping.contains(where: { matches($0, &token) }) { return false }
        }
    }

    private mutating func add(_ location: Location, _ message: String) {
        let column = location.column.map(String.init) ?? "0"
        add(ParseError(source: SourceReference(uri: uri, location: location),
                       message: "(\(location.line):\(column)): \(message)"))
    }

    private mutating func add(_ error: ParseError) {
        guard !gaveUp, !errors.contains(where: { $0.message == error.message }) else { return }
        errors.append(error)
        if errors.count > Self.errorLimit { gaveUp = true }
    }
}
