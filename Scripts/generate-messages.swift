// Generates Sources/CucumberMessages/Generated/ from the JSON Schema of
// Cucumber Messages (one `*.schema.json` a message, as
// github.com/cucumber/messages publishes them): every message's type, its
// reader and its writer, and `Envelope`. Foundation only, run as a script:
//
//     swift Scripts/generate-messages.swift ../shared/conformance/messages/jsonschema Sources/CucumberMessages/Generated
//
// The schema's version is read from SOURCE.md beside the schema folder (the
// line "Tag `vX.Y.Z`"). `GeneratedMessagesTests` checks that the committed
// files are what this writes; docs/decisions/0001-message-generator.md says
// why it is a script. Where linkspec's types differ from the schema, the
// tables below say so, each entry with its reason.
import Foundation

// MARK: - Where linkspec differs from the schema

/// Swift names of schema types named otherwise.
let typeNames: [String: String] = [
    "Ci": "CI",                // Swift spells an initialism in one case
    "Duration": "ElapsedTime", // named apart from the standard library's `Duration`
]

/// Types written by hand (Sources/CucumberMessages/Timestamp.swift): the
/// schema's "integer" does not say that seconds are an `Int64` and nanoseconds
/// an `Int32`, and their reader checks the nanoseconds' range, which no other
/// reader does with the schema's minimum and maximum. Their schema must still
/// be exactly these fields (checked), so that a change to it is noticed.
let handWrittenTypes: [String: [String]] = ["Timestamp": ["seconds", "nanos"], "ElapsedTime": ["seconds", "nanos"]]

/// Enumerations named otherwise than `<Message>.<Field>` capitalized (nested
/// in the message): the names the code had before it was generated.
enum EnumName { case nested(String), topLevel(String) }
let enumNames: [String: EnumName] = [
    "Hook.type": .nested("HookType"),
    "StepDefinitionPattern.type": .nested("PatternType"),
    "Step.keywordType": .topLevel("StepKeywordType"),
    "PickleStep.type": .topLevel("PickleStepType"),
]

/// Enumeration values that are not `UPPER_SNAKE` or `Capitalized` words.
let enumCaseNames: [String: String] = [
    "text/x.cucumber.gherkin+plain": "plain",
    "text/x.cucumber.gherkin+markdown": "markdown",
]

/// Fields the schema requires that linkspec holds as optional: read when
/// absent, left out when nil. The reason becomes part of the field's comment.
let optionalDespiteSchema: [String: String] = [
    "Feature.keyword": "Optional here though the schema requires it: absent for a Markdown document whose first line is "
        + "not a `# Feature:` heading.",
    "JavaStackTraceElement.fileName": "Optional here though the schema requires it: Java has no file name for a frame "
        + "compiled without debugging information, and linkspec reads such streams rather than refusing them.",
]

/// Fields of a later protocol that linkspec's Gherkin engine (Gherkin 42, a step
/// with both a doc string and a data table) writes, in the schema's own form,
/// added after the fields the schema has.
let argumentIndexSchema = #"{"type": "integer", "description": "When a step has both a doc string and a data table: 1 or 2, "#
    + #"the order in which they appear (Gherkin 42, protocol 34). Absent otherwise."}"#
let addedFields: [String: [(name: String, schema: String)]] = [
    "PickleDocString": [("argumentIndex", argumentIndexSchema)],
    "PickleTable": [("argumentIndex", argumentIndexSchema)],
]

/// Initialisers whose parameters are not in the schema's order (the order the
/// code had; stored properties follow it too).
let initOrders: [String: [String]] = [
    "ParameterType": ["id", "name", "regularExpressions", "preferForRegularExpressionMatch", "useForSnippets", "sourceReference"],
    "TestStep": ["id", "hookId", "pickleStepId", "stepDefinitionIds", "stepMatchArgumentsLists"],
    "TestStepResult": ["status", "duration", "message", "exception"],
]

/// Default values of required initialiser parameters (optional ones default to nil).
let defaults: [String: String] = ["TestStepResult.duration": ".zero"]

/// Fields named like ids that do not name a message, so are not shifted by
/// `EnvelopeWriter.idOffset`: a worker's id is any text its runner chose.
/// Every other string (or list of strings) field named `id`, `…Id` or `…Ids` is.
let notMessageIds: Set<String> = ["workerId"]

/// Messages written where their array holds them (`WritableInPlace`): the ones
/// written most often. Each must appear only in arrays.
let writtenInPlace: Set<String> = ["Step", "TableCell", "PickleStep", "PickleTableRow", "PickleTableCell"]

/// `Envelope`'s cases in the order of a run's stream, which `Envelope.Kind.allCases`
/// keeps (LinkSpecRunner's `EnvelopeRoutes` numbers kinds by it). A kind the
/// schema adds comes after these, in the schema's order.
let envelopeOrder = [
    "meta", "source", "gherkinDocument", "pickle", "parseError", "stepDefinition", "hook", "parameterType",
    "undefinedParameterType", "testRunStarted", "testCase", "testCaseStarted", "testStepStarted", "testStepFinished",
    "testCaseFinished", "testRunFinished", "testRunHookStarted", "testRunHookFinished", "attachment", "externalAttachment",
    "suggestion",
]

/// What linkspec adds to the schema's description of a type or field.
let notes: [String: String] = [
    "Location": "Lines count from 1; columns count Unicode scalars from 1, as the reference implementations do (so "
        + "an emoji is one column).",
    "Group.start": "Counts UTF-16 code units from the start of the step text, as in the reference runners.",
    "Attachment.testRunStartedId": "linkspec sets it on the attachment that describes the app under test, which "
        + "belongs to the run itself.",
]

// MARK: - JSON, its members in order

/// A JSON value; objects keep their members' order, which gives the
/// initialisers' parameters theirs.
indirect enum JSON {
    case object([(key: String, value: JSON)])
    case array([JSON])
    case string(String)
    case scalar(String) // a number, `true`, `false` or `null`, as written

    subscript(key: String) -> JSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    var members: [(key: String, value: JSON)] {
        if case .object(let members) = self { return members }
        return []
    }

    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    var strings: [String] {
        guard case .array(let elements) = self else { return [] }
        return elements.compactMap(\.string)
    }

    var isTrue: Bool {
        if case .scalar("true") = self { return true }
        return false
    }
}

struct GeneratorError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

struct JSONParser {
    let path: String
    let bytes: [UInt8]
    var index = 0

    static func parse(_ bytes: [UInt8], path: String) throws -> JSON {
        var parser = JSONParser(path: path, bytes: bytes)
        let value = try parser.value()
        parser.skipSpace()
        guard parser.index == bytes.count else { throw parser.error("text after the JSON value") }
        return value
    }

    func error(_ message: String) -> GeneratorError {
        let before = bytes[..<min(index, bytes.count)]
        let line = before.filter { $0 == 0x0A }.count + 1
        let column = before.count - (before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
        return GeneratorError("\(path):\(line):\(column): \(message)")
    }

    mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    mutating func expect(_ byte: UInt8) throws {
        skipSpace()
        guard index < bytes.count, bytes[index] == byte else { throw error("expected '\(Character(Unicode.Scalar(byte)))'") }
        index += 1
    }

    mutating func value() throws -> JSON {
        skipSpace()
        guard index < bytes.count else { throw error("unexpected end of the file") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var members: [(key: String, value: JSON)] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            repeat {
                skipSpace()
                let key = try string()
                if members.contains(where: { $0.key == key }) { throw error("the key '\(key)' appears twice") }
                try expect(UInt8(ascii: ":"))
                members.append((key, try value()))
                skipSpace()
            } while try comma(orEnd: UInt8(ascii: "}"))
            return .object(members)
        case UInt8(ascii: "["):
            index += 1
            var elements: [JSON] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
            repeat {
                elements.append(try value())
                skipSpace()
            } while try comma(orEnd: UInt8(ascii: "]"))
            return .array(elements)
        case UInt8(ascii: "\""):
            return .string(try string())
        default:
            let start = index
            while index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: ".")
                    || bytes[index] == UInt8(ascii: "+") || (0x30...0x39).contains(bytes[index])
                    || (0x61...0x7A).contains(bytes[index]) || bytes[index] == UInt8(ascii: "E") {
                index += 1
            }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            guard ["true", "false", "null"].contains(text) || Double(text) != nil else {
                index = start
                throw error("not a JSON value")
            }
            return .scalar(text)
        }
    }

    /// After a member or an element: true at a comma, false at `end`.
    mutating func comma(orEnd end: UInt8) throws -> Bool {
        guard index < bytes.count else { throw error("unexpected end of the file") }
        index += 1
        if bytes[index - 1] == UInt8(ascii: ",") { return true }
        if bytes[index - 1] == end { return false }
        index -= 1
        throw error("expected ',' or '\(Character(Unicode.Scalar(end)))'")
    }

    mutating func string() throws -> String {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a string") }
        index += 1
        var scalars = String.UnicodeScalarView()
        var plain: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: plain, as: UTF8.self).unicodeScalars)
            plain.removeAll()
        }
        while true {
            guard index < bytes.count else { throw error("unterminated string") }
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush()
                guard index < bytes.count else { throw error("unterminated string") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(Unicode.Scalar(escape))
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code), bytes[index...].starts(with: Array("\\u".utf8)) {
                        index += 2
                        let low = try hex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw error("an unpaired surrogate") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("an unpaired surrogate") }
                    scalars.append(scalar)
                default:
                    throw error("an unknown escape")
                }
            case 0..<0x20:
                throw error("a control character in a string")
            default:
                plain.append(byte)
            }
        }
    }

    mutating func hex4() throws -> UInt32 {
        guard index + 4 <= bytes.count, let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else { throw error("expected four hexadecimal digits") }
        index += 4
        return code
    }
}

// MARK: - The messages

indirect enum FieldType {
    case string, integer, boolean
    case message(String)
    case enumeration(Enumeration)
    case array(FieldType)

    var swift: String {
        switch self {
        case .string: "String"
        case .integer: "Int"
        case .boolean: "Bool"
        case .message(let name): name
        case .enumeration(let enumeration): enumeration.name
        case .array(let element): "[\(element.swift)]"
        }
    }
}

struct Enumeration {
    let name: String
    /// The message it is nested in, if it is.
    let owner: String?
    let cases: [(name: String, value: String)]

    var qualifiedName: String { owner.map { "\($0).\(name)" } ?? name }
}

struct Field {
    let name: String
    let type: FieldType
    let isRequired: Bool
    /// Written shifted by the id offset.
    let isId: Bool
    let defaultValue: String?
    let documentation: String
}

struct Message {
    let name: String
    let schemaFile: String
    let documentation: String
    let fields: [Field]
    var enumerations: [Enumeration] {
        fields.compactMap { field in
            if case .enumeration(let enumeration) = field.type { enumeration } else { nil }
        }
    }
}

struct Schema {
    let version: String
    /// Envelope members: the key and the message's Swift name, in `Envelope`'s order.
    let kinds: [(key: String, type: String)]
    /// In file order, each file's top-level message first.
    let messages: [Message]
}

func swiftTypeName(_ schemaName: String) -> String { typeNames[schemaName] ?? schemaName }

/// The schema name a `$ref` names: `./Location.schema.json`, `Hook.schema.json`
/// or `#/definitions/Step`.
func referencedName(_ reference: String) throws -> String {
    if reference.hasPrefix("#/definitions/") { return String(reference.dropFirst("#/definitions/".count)) }
    let file = reference.hasPrefix("./") ? String(reference.dropFirst(2)) : reference
    guard file.hasSuffix(".schema.json"), !file.contains("/") else { throw GeneratorError("an unsupported $ref '\(reference)'") }
    return String(file.dropLast(".schema.json".count))
}

func capitalized(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }

func enumCaseName(_ value: String, of field: String) throws -> String {
    if let name = enumCaseNames[value] { return name }
    if value.allSatisfy({ $0.isASCII && ($0.isUppercase || $0.isNumber || $0 == "_") }) {
        let words = value.split(separator: "_").map { $0.lowercased() }
        return words[0] + words.dropFirst().map(capitalized).joined()
    }
    if let first = value.first, first.isASCII, first.isLetter, value.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) {
        return first.lowercased() + value.dropFirst()
    }
    throw GeneratorError("no Swift name for the value '\(value)' of \(field): add it to enumCaseNames")
}

func fieldType(_ property: JSON, field: String, message: String) throws -> FieldType {
    if let reference = property["$ref"]?.string { return .message(swiftTypeName(try referencedName(reference))) }
    if let values = property["enum"] {
        let enumName = enumNames["\(message).\(field)"] ?? .nested(capitalized(field))
        let cases = try values.strings.map { value in
            // Written as a literal (`JSONWriter`'s `field(_:literal:)`), which must need no escaping.
            guard value.utf8.allSatisfy({ (0x20..<0x7F).contains($0) && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") })
            else { throw GeneratorError("the value '\(value)' of \(message).\(field) needs escaping") }
            return (name: try enumCaseName(value, of: "\(message).\(field)"), value: value)
        }
        switch enumName {
        case .nested(let name): return .enumeration(Enumeration(name: name, owner: message, cases: cases))
        case .topLevel(let name): return .enumeration(Enumeration(name: name, owner: nil, cases: cases))
        }
    }
    switch property["type"]?.string {
    case "string": return .string
    case "integer": return .integer
    case "boolean": return .boolean
    case "array":
        guard let items = property["items"] else { throw GeneratorError("\(message).\(field): an array without items") }
        let element = try fieldType(items, field: field, message: message)
        if case .array = element { throw GeneratorError("\(message).\(field): arrays of arrays are not supported") }
        if case .enumeration = element { throw GeneratorError("\(message).\(field): arrays of enumerations are not supported") }
        return .array(element)
    default:
        throw GeneratorError("\(message).\(field): an unsupported type")
    }
}

func isMessageId(_ name: String, _ type: FieldType) -> Bool {
    guard name == "id" || name.hasSuffix("Id") || name.hasSuffix("Ids"), !notMessageIds.contains(name) else { return false }
    switch type {
    case .string, .array(.string): return true
    default: return false
    }
}

func documentation(_ parts: String?...) -> String {
    parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "\n\n")
}

func message(named name: String, schema object: JSON, file: String) throws -> Message {
    let swiftName = swiftTypeName(name)
    var properties = object["properties"]?.members ?? []
    for added in addedFields[swiftName] ?? [] {
        properties.append((added.name, try JSONParser.parse(Array(added.schema.utf8), path: "addedFields[\(swiftName)]")))
    }
    let required = Set(object["required"]?.strings ?? [])
    var fields = try properties.map { key, property in
        let path = "\(swiftName).\(key)"
        if key == "out" { throw GeneratorError("\(path): a field named 'out' would hide the writer's parameter") }
        let type = try fieldType(property, field: key, message: swiftName)
        let lenient = optionalDespiteSchema[path]
        return Field(name: key, type: type, isRequired: required.contains(key) && lenient == nil, isId: isMessageId(key, type),
                     defaultValue: defaults[path],
                     documentation: documentation(property["description"]?.string,
                                                  property["deprecated"]?.isTrue == true ? "Deprecated in the protocol." : nil,
                                                  notes[path], lenient))
    }
    if let order = initOrders[swiftName] {
        guard order.sorted() == fields.map(\.name).sorted() else {
            throw GeneratorError("initOrders[\(swiftName)] does not list exactly the fields \(fields.map(\.name))")
        }
        fields = order.map { name in fields.first { $0.name == name }! }
    }
    return Message(name: swiftName, schemaFile: file, documentation: documentation(object["description"]?.string, notes[swiftName]),
                   fields: fields)
}

/// The version in `SOURCE.md` beside the schema folder: "Tag `v33.0.4`".
func schemaVersion(_ folder: URL) throws -> String {
    let source = folder.deletingLastPathComponent().appendingPathComponent("SOURCE.md")
    guard let text = try? String(contentsOf: source, encoding: .utf8) else {
        throw GeneratorError("\(source.path): cannot be read; it names the schema's version (a line with \"Tag `vX.Y.Z`\")")
    }
    guard let range = text.range(of: #"Tag `v[0-9]+\.[0-9]+\.[0-9]+`"#, options: .regularExpression) else {
        throw GeneratorError("\(source.path): no line names the schema's version (\"Tag `vX.Y.Z`\")")
    }
    return String(text[range].dropFirst("Tag `v".count).dropLast())
}

func loadSchema(_ folder: URL) throws -> Schema {
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".schema.json") }.sorted()
    guard files.contains("Envelope.schema.json") else { throw GeneratorError("\(folder.path): no Envelope.schema.json") }
    var messages: [Message] = []
    var envelope: JSON = .object([])
    var handWrittenSeen: Set<String> = []
    for file in files {
        let path = folder.appendingPathComponent(file).path
        guard let data = FileManager.default.contents(atPath: path) else { throw GeneratorError("\(path): cannot be read") }
        let json = try JSONParser.parse(Array(data), path: path)
        let name = String(file.dropLast(".schema.json".count))
        if name == "Envelope" { envelope = json; continue }
        for (definition, object) in [(name, json)] + (json["definitions"]?.members ?? []).map({ ($0.key, $0.value) }) {
            let swiftName = swiftTypeName(definition)
            if let fields = handWrittenTypes[swiftName] {
                let required = object["required"]?.strings ?? []
                let properties = object["properties"]?.members ?? []
                guard properties.map(\.key) == fields, Set(required) == Set(fields),
                      properties.allSatisfy({ $0.value["type"]?.string == "integer" }) else {
                    throw GeneratorError("\(path): \(definition) is no longer the required integers \(fields) that "
                                         + "Sources/CucumberMessages/Timestamp.swift holds by hand")
                }
                handWrittenSeen.insert(swiftName)
                continue
            }
            if messages.contains(where: { $0.name == swiftName }) { throw GeneratorError("\(path): a second type \(swiftName)") }
            messages.append(try message(named: definition, schema: object, file: file))
        }
    }
    guard handWrittenSeen.count == handWrittenTypes.count else {
        throw GeneratorError("\(folder.path): no schema for \(Set(handWrittenTypes.keys).subtracting(handWrittenSeen).sorted())")
    }
    let members = try envelope["properties"].map(\.members).map { try $0.map { ($0.key, swiftTypeName(try referencedName($0.value["$ref"]?.string ?? ""))) } } ?? []
    let ordered = envelopeOrder.compactMap { key in members.first { $0.0 == key } } + members.filter { !envelopeOrder.contains($0.0) }
    let known = Set(messages.map(\.name))
    for (key, type) in ordered where !known.contains(type) { throw GeneratorError("Envelope.\(key): no message \(type)") }
    for name in writtenInPlace.sorted() {
        guard known.contains(name) else { throw GeneratorError("writtenInPlace: no message \(name)") }
        for message in messages {
            for field in message.fields {
                if case .message(name) = field.type {
                    throw GeneratorError("\(message.name).\(field.name) holds one \(name), which is written in place, only in arrays")
                }
            }
        }
    }
    // Every table names types and fields that exist, so that none outlives what it was for.
    let names = Set(messages.flatMap { message in [message.name] + message.fields.map { "\(message.name).\($0.name)" } })
    let tableKeys = Array(optionalDespiteSchema.keys) + Array(defaults.keys) + Array(notes.keys) + Array(enumNames.keys)
        + Array(initOrders.keys) + Array(addedFields.keys)
    for key in tableKeys.sorted() where !names.contains(key) {
        throw GeneratorError("the tables of Scripts/generate-messages.swift name \(key), which the schema does not have")
    }
    return Schema(version: try schemaVersion(folder), kinds: ordered.map { (key: $0.0, type: $0.1) }, messages: messages)
}

// MARK: - Writing Swift

/// Lines of Swift.
struct Code {
    var lines: [String] = []

    mutating func add(_ line: String = "") { lines.append(line) }

    /// `text` as `///` lines at `indent`, wrapped at 110 columns; list items'
    /// continuation lines indented under their text.
    mutating func documentation(_ text: String, indent: String) {
        guard !text.isEmpty else { return }
        let width = 110 - indent.count - 4
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = rawLine.replacingOccurrences(of: "\t", with: " ")
            while line.hasSuffix(" ") { line.removeLast() }
            let leading = String(line.prefix { $0 == " " })
            let item = line.dropFirst(leading.count)
            let hanging = leading + ((item.hasPrefix("* ") || item.hasPrefix("- ")) ? "  " : "")
            var current = ""
            for word in line.split(separator: " ") {
                if current.isEmpty {
                    current = leading + word
                } else if current.count + 1 + word.count > width {
                    add("\(indent)/// \(current)")
                    current = hanging + word
                } else {
                    current += " " + word
                }
            }
            add(current.isEmpty ? "\(indent)///" : "\(indent)/// \(current)")
        }
    }

    /// `head(` the items `)tail`, on one line if it fits in 120 columns, else
    /// an item a line under the first.
    mutating func call(_ head: String, _ items: [String], _ tail: String) {
        let one = "\(head)(\(items.joined(separator: ", ")))\(tail)"
        if one.count <= 120 || items.count < 2 {
            add(one)
            return
        }
        let hang = String(repeating: " ", count: head.count + 1)
        for (position, item) in items.enumerated() {
            let start = position == 0 ? "\(head)(" : hang
            add(start + item + (position == items.count - 1 ? ")\(tail)" : ","))
        }
    }

    var text: String { lines.joined(separator: "\n") + "\n" }
}

func header(_ schema: Schema, _ what: String) -> Code {
    var code = Code()
    code.add("// Generated by Scripts/generate-messages.swift from the Cucumber Messages JSON Schema \(schema.version): do not edit by hand.")
    code.add("// \(what) Regenerate with")
    code.add("// `swift Scripts/generate-messages.swift ../shared/conformance/messages/jsonschema Sources/CucumberMessages/Generated`.")
    return code
}

let swiftKeywords: Set<String> = ["class", "default", "deinit", "enum", "extension", "func", "import", "in", "init", "internal",
                                  "let", "operator", "private", "protocol", "public", "repeat", "return", "self", "static",
                                  "struct", "subscript", "super", "switch", "var", "where", "while", "do", "else", "for",
                                  "guard", "if", "is", "nil", "true", "false", "try", "throw", "case", "break", "continue",
                                  "fallthrough", "as", "any", "package"]

func identifier(_ name: String) -> String { swiftKeywords.contains(name) ? "`\(name)`" : name }

// MARK: Messages.swift

func typesFile(_ schema: Schema) -> String {
    var code = header(schema, "The messages' types and `Envelope`.")
    code.add("//")
    code.add("// Optional fields are spelled `Optional<...>`: the same type as `...?`, but a stored `var x: T?` is first")
    code.add("// set to nil and then assigned in `init`, which the optimizer turned into building each node in a")
    code.add("// temporary and copying it; spelled out, `init` initializes the field once (Benchmarks/results/NOTES.md).")
    code.add()
    code.documentation("""
        One Cucumber Messages envelope: exactly one message of a stream, from the Gherkin engine (source, document, \
        pickles, parse errors) or a run. On the wire an envelope is a JSON object with one key naming the message \
        (`{"pickle":{...}}`); here it is an enum, so a `switch` covers every kind. `EnvelopeWriter` writes envelopes \
        as NDJSON, `EnvelopeReader` reads them.
        """, indent: "")
    code.add("package enum Envelope: Hashable, Sendable {")
    for kind in schema.kinds { code.add("    case \(kind.key)(\(kind.type))") }
    code.add()
    code.add("    /// The message's key on the wire (`\"testCaseStarted\"`).")
    code.add("    package var kind: Kind {")
    code.add("        switch self {")
    for kind in schema.kinds { code.add("        case .\(kind.key): .\(kind.key)") }
    code.add("        }")
    code.add("    }")
    code.add()
    code.add("    /// The kinds of message, named as on the wire, in the order of a run's stream.")
    code.add("    package enum Kind: String, CaseIterable, Sendable {")
    for kind in schema.kinds { code.add("        case \(kind.key)") }
    code.add()
    code.add("        /// Position among `allCases`, by a switch: a search or a dictionary would")
    code.add("        /// compare or hash the kind's `String` raw value for every envelope.")
    code.add("        package var ordinal: Int {")
    code.add("            switch self {")
    for (index, kind) in schema.kinds.enumerated() { code.add("            case .\(kind.key): \(index)") }
    code.add("            }")
    code.add("        }")
    code.add("    }")
    code.add("}")
    code.add()
    code.add("extension Meta {")
    code.add("    /// The protocol version of these messages, that of the schema they are generated from.")
    code.add("    @usableFromInline package static let protocolVersion = \"\(schema.version)\"")
    code.add("}")
    var file = ""
    for message in schema.messages {
        if message.schemaFile != file {
            file = message.schemaFile
            code.add()
            code.add("// MARK: - \(file)")
        }
        for enumeration in message.enumerations where enumeration.owner == nil {
            code.add()
            declare(enumeration, of: message, indent: "", in: &code)
        }
        code.add()
        declare(message, in: &code)
    }
    return code.text
}

func declare(_ enumeration: Enumeration, of message: Message, indent: String, in code: inout Code) {
    let field = message.fields.first { if case .enumeration(let other) = $0.type { other.name == enumeration.name } else { false } }
    code.add("\(indent)/// The values of `\(message.name).\(field?.name ?? "")`.")
    code.add("\(indent)@usableFromInline")
    code.add("\(indent)package enum \(enumeration.name): String, CaseIterable, Hashable, Sendable {")
    for item in enumeration.cases { code.add("\(indent)    case \(identifier(item.name)) = \"\(item.value)\"") }
    code.add("\(indent)}")
}

func declare(_ message: Message, in code: inout Code) {
    code.documentation(message.documentation, indent: "")
    code.add("@usableFromInline")
    code.add("package struct \(message.name): Hashable, Sendable {")
    for enumeration in message.enumerations where enumeration.owner != nil {
        declare(enumeration, of: message, indent: "    ", in: &code)
        code.add()
    }
    for field in message.fields {
        code.documentation(field.documentation, indent: "    ")
        let type = field.isRequired ? field.type.swift : "Optional<\(field.type.swift)>"
        code.add("    @usableFromInline package var \(identifier(field.name)): \(type)")
    }
    code.add()
    let parameters = message.fields.map { field in
        let defaultValue = field.isRequired ? field.defaultValue.map { " = \($0)" } ?? "" : " = nil"
        return "\(field.name): \(field.type.swift)\(field.isRequired ? "" : "?")\(defaultValue)"
    }
    code.call("    @inlinable package init", parameters, " {")
    for field in message.fields { code.add("        self.\(field.name) = \(identifier(field.name))") }
    code.add("    }")
    code.add("}")
}

// MARK: Messages+Reading.swift

func readersFile(_ schema: Schema) -> String {
    var code = header(schema, "Each message read from its JSON object (see `MessageObject`).")
    code.add()
    code.add("extension Envelope {")
    code.add("    /// The envelope of the message of kind `kind` that `object` holds.")
    code.add("    init(_ kind: Kind, reading object: MessageObject) throws(MessageFormatError) {")
    code.add("        switch kind {")
    for kind in schema.kinds { code.add("        case .\(kind.key): self = .\(kind.key)(try \(kind.type)(reading: object))") }
    code.add("        }")
    code.add("    }")
    code.add("}")
    for message in schema.messages {
        code.add()
        code.add("extension \(message.name): ReadableMessage {")
        code.add("    init(reading object: MessageObject) throws(MessageFormatError) {")
        let arguments = message.fields.map { field in "\(field.name): \(readExpression(field))" }
        code.call("        self.init", arguments, "")
        code.add("    }")
        code.add("}")
        for enumeration in message.enumerations {
            code.add()
            code.add("extension \(enumeration.qualifiedName): MessageField {}")
        }
    }
    return code.text
}

/// How `field` is read. A field the schema (or `optionalDespiteSchema`) makes
/// optional may be absent or null; fields the schema does not have are
/// ignored (`MessageObject`). The schema's `minItems`, `minimum` and `maximum`
/// are not checked, as the hand-written readers did not: a report is made of
/// what a stream holds (only a timestamp's nanoseconds are, in Timestamp.swift).
func readExpression(_ field: Field) -> String {
    field.isRequired ? "try object.field(\"\(field.name)\")" : "try object.field(ifPresent: \"\(field.name)\")"
}

// MARK: Messages+Writing.swift

func writersFile(_ schema: Schema) -> String {
    var code = header(schema, "Each message written as JSON, fields in alphabetical order (see `EnvelopeWriter`).")
    code.add()
    code.add("extension Envelope {")
    code.add("    /// The envelope's one member, `\"pickle\":{...}`.")
    code.add("    func writeMember(to out: MessageOutput) {")
    code.add("        switch self {")
    for kind in schema.kinds { code.add("        case .\(kind.key)(let message): out.field(\"\(kind.key)\", message)") }
    code.add("        }")
    code.add("    }")
    code.add("}")
    for message in schema.messages {
        code.add()
        let inPlace = writtenInPlace.contains(message.name)
        if inPlace {
            code.add("extension \(message.name): WritableInPlace {")
            code.add("    static func write(_ messages: [\(message.name)], at index: Int, to out: MessageOutput) {")
        } else {
            code.add("extension \(message.name): WritableMessage {")
            code.add("    func write(to out: MessageOutput) {")
        }
        code.add("        out.json.beginObject()")
        for field in message.fields.sorted(by: { Array($0.name.utf8).lexicographicallyPrecedes(Array($1.name.utf8)) }) {
            for line in writeStatements(field, value: inPlace ? "messages[index].\(field.name)" : identifier(field.name)) {
                code.add("        " + line)
            }
        }
        code.add("        out.json.endObject()")
        code.add("    }")
        code.add("}")
    }
    for message in schema.messages {
        for enumeration in message.enumerations {
            code.add()
            code.add("extension \(enumeration.qualifiedName): WritableEnumeration {")
            code.add("    var literal: StaticString {")
            code.add("        switch self {")
            for item in enumeration.cases { code.add("        case .\(item.name): \"\(item.value)\"") }
            code.add("        }")
            code.add("    }")
            code.add("}")
        }
    }
    return code.text
}

/// The statements that write `field`, whose value is `value` (a property, or
/// an element's property when written in place). An optional field is written
/// when present, as the required field would be.
func writeStatements(_ field: Field, value: String) -> [String] {
    let key = "\"\(field.name)\""
    switch field.type {
    case .string where !field.isRequired && !field.isId, .integer where !field.isRequired, .boolean where !field.isRequired:
        return ["out.json.field(\(key), ifPresent: \(value))"]
    case .message where !field.isRequired && value.hasPrefix("messages[index]."):
        // Read in place: taken out of the array, the element would be copied whole.
        return ["if case .some = \(value) {", "    out.json.key(\(key))", "    \(value)!.write(to: out)", "}"]
    case _ where !field.isRequired:
        let name = identifier(field.name)
        let required = Field(name: field.name, type: field.type, isRequired: true, isId: field.isId,
                             defaultValue: nil, documentation: "")
        return ["if let \(name) = \(value) { \(writeStatements(required, value: name)[0]) }"]
    case .string where field.isId:
        return ["out.field(\(key), id: \(value))"]
    case .array(.string) where field.isId:
        return ["out.field(\(key), ids: \(value))"]
    case .string, .integer, .boolean, .array(.string):
        return ["out.json.field(\(key), \(value))"]
    case .message, .enumeration, .array:
        return ["out.field(\(key), \(value))"]
    }
}

// MARK: - Main

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: swift Scripts/generate-messages.swift <schema-folder> <output-folder>\n".utf8))
    exit(2)
}
let schemaFolder = URL(fileURLWithPath: arguments[arguments.startIndex])
let outputFolder = URL(fileURLWithPath: arguments[arguments.startIndex + 1])
do {
    let schema = try loadSchema(schemaFolder)
    let files = [("Messages.swift", typesFile(schema)), ("Messages+Reading.swift", readersFile(schema)),
                 ("Messages+Writing.swift", writersFile(schema))]
    try FileManager.default.createDirectory(at: outputFolder, withIntermediateDirectories: true)
    for (name, text) in files {
        try Data(text.utf8).write(to: outputFolder.appendingPathComponent(name), options: .atomic)
    }
} catch let error as GeneratorError {
    FileHandle.standardError.write(Data("error: \(error.message)\n".utf8))
    exit(2)
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(2)
}
