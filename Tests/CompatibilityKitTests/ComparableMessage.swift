import LinkSpecJSON

/// An envelope as the Compatibility Kit's comparison sees it: JSON with the
/// fields that change from run to run dropped at every depth (cucumber-js's
/// `excludingEvery`), numbers by value, object members by name.
indirect enum ComparableMessage: Equatable {
    case object([String: ComparableMessage])
    case array([ComparableMessage])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// The keys cucumber-js's `cck_spec.ts` leaves out, at every depth (SOURCE.md).
    static let ignoredKeys: Set<String> = [
        "meta", "uri", "line", "astNodeId", "astNodeIds", "hookId", "id", "pickleId", "pickleStepId",
        "stepDefinitionIds", "testRunStartedId", "testRunHookStartedId", "testCaseId", "testCaseStartedId",
        "testStepId", "nanos", "seconds", "message", "stackTrace", "language", "code",
    ]

    init(_ value: JSONValue) {
        switch value.content {
        case .object(let members):
            var fields: [String: ComparableMessage] = [:]
            for member in members where !Self.ignoredKeys.contains(member.key) {
                fields[member.key] = ComparableMessage(member.value)
            }
            self = .object(fields)
        case .array(let elements):
            self = .array(elements.map(ComparableMessage.init))
        case .string(let text):
            self = .string(text)
        case .number:
            self = .number(value.double ?? .nan)
        case .bool(let flag):
            self = .bool(flag)
        case .null:
            self = .null
        }
    }

    /// The envelope's kind (its one key).
    var kind: String {
        guard case .object(let fields) = self, let key = fields.keys.first else { return "?" }
        return key
    }

    /// JSON with keys sorted, for failure messages.
    var json: String {
        switch self {
        case .object(let fields):
            return "{" + fields.keys.sorted().map { "\"\($0)\":" + fields[$0]!.json }.joined(separator: ",") + "}"
        case .array(let elements):
            return "[" + elements.map(\.json).joined(separator: ",") + "]"
        case .string(let text):
            let shown = text.count > 120 ? String(text.prefix(120)) + "…" : text
            return "\"" + shown.replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n") + "\""
        case .number(let number):
            return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .bool(let flag):
            return String(flag)
        case .null:
            return "null"
        }
    }

    /// The path of the first place where `other` differs (`testCase.testSteps[1].stepMatchArgumentsLists`).
    func firstDifference(from other: ComparableMessage, at path: String = "") -> String? {
        switch (self, other) {
        case (.object(let mine), .object(let theirs)):
            for key in Set(mine.keys).union(theirs.keys).sorted() {
                let here = path.isEmpty ? key : path + "." + key
                guard let left = mine[key], let right = theirs[key] else { return here + " (present in only one)" }
                if let found = left.firstDifference(from: right, at: here) { return found }
            }
            return nil
        case (.array(let mine), .array(let theirs)):
            guard mine.count == theirs.count else { return "\(path) (\(mine.count) elements against \(theirs.count))" }
            for index in mine.indices {
                if let found = mine[index].firstDifference(from: theirs[index], at: "\(path)[\(index)]") { return found }
            }
            return nil
        default:
            return self == other ? nil : path
        }
    }
}
