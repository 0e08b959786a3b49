import Foundation
import LinkSpecJSON
import LinkSpecPlatform

/// Reading dialects from a file in the format of `gherkin-languages.json`:
/// an object from language code to an object with `name`, `native` and a list
/// of keywords for each of `feature`, `rule`, `background`, `scenario`,
/// `scenarioOutline`, `examples`, `given`, `when`, `then`, `and` and `but`.
extension DialectTable {
    /// The dialects of the file at `path`, laid over `base` (the built-in
    /// table unless told otherwise), so a file may add a language or redefine
    /// one. Read through `FileReader`, as every file is.
    package init(path: String, over base: DialectTable = .builtIn) throws(JSONFileError) {
        let bytes: [UInt8]
        do {
            bytes = try FileReader.bytes(atPath: path)
        } catch {
            throw JSONFileError(path: path, line: 1, column: 1, message: "cannot read the dialect file: \(error.message)")
        }
        try self.init(json: bytes, path: path, over: base)
    }

    /// The dialects in `json`, laid over `base`. `path` names the data in
    /// error messages.
    package init(json: [UInt8], path: String = "<dialects>", over base: DialectTable = .builtIn) throws(JSONFileError) {
        let root: JSONValue
        do {
            root = try JSONReader.read(json)
        } catch {
            throw JSONFileError(path: path, line: error.line, column: error.column, message: error.message)
        }
        guard let languages = root.object else {
            throw JSONFileError(path: path, line: root.line, column: root.column,
                                   message: "expected an object of languages by code, got \(root.kindName)")
        }
        let dialects = try languages.map { language throws(JSONFileError) in
            try Self.dialect(code: language.key, entry: language.value, path: path)
        }
        self = base.merging(DialectTable(dialects))
    }

    private static func dialect(code: String, entry: JSONValue, path: String) throws(JSONFileError) -> Dialect {
        func failure(_ node: JSONValue, _ message: String) -> JSONFileError {
            JSONFileError(path: path, line: node.line, column: node.column, message: "language '\(code)': \(message)")
        }
        guard !code.isEmpty else { throw failure(entry, "the language code must not be empty") }
        guard entry.object != nil else {
            throw failure(entry, "expected an object of keywords, got \(entry.kindName)")
        }
        func member(_ key: String) throws(JSONFileError) -> JSONValue {
            guard let found = entry[key] else { throw failure(entry, "missing \"\(key)\"") }
            return found
        }
        func text(_ key: String) throws(JSONFileError) -> String {
            let node = try member(key)
            guard let value = node.string else {
                throw failure(node, "\"\(key)\" must be a string, got \(node.kindName)")
            }
            return value
        }
        func keywords(_ key: String) throws(JSONFileError) -> [String] {
            let node = try member(key)
            guard let elements = node.array else {
                throw failure(node, "\"\(key)\" must be a list of keywords, got \(node.kindName)")
            }
            return try elements.map { element throws(JSONFileError) in
                guard let word = element.string else {
                    throw failure(element, "\"\(key)\" must be a list of keywords, found \(element.kindName)")
                }
                // An empty keyword would match every line.
                guard !word.trimmingCharacters(in: .whitespaces).isEmpty else {
                    throw failure(element, "a keyword in \"\(key)\" is empty")
                }
                return word
            }
        }
        return Dialect(
            code: code, name: try text("name"), native: try text("native"),
            feature: try keywords("feature"), rule: try keywords("rule"),
            background: try keywords("background"), scenario: try keywords("scenario"),
            scenarioOutline: try keywords("scenarioOutline"), examples: try keywords("examples"),
            given: try keywords("given"), when: try keywords("when"), then: try keywords("then"),
            and: try keywords("and"), but: try keywords("but"))
    }
}
