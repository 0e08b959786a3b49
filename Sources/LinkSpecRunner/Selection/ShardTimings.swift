import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The measured time of each test case in an earlier JUnit report
/// (`--shard-timings REPORT.xml`), to balance shards by time rather than count.
public struct ShardTimings: Sendable {
    public struct Entry: Hashable, Sendable {
        public var classname: String
        public var name: String
        public var file: String?
        public var line: Int?
        public var seconds: Double
    }

    public private(set) var entries: [Entry]
    private var byName: [String: Double] = [:]
    private var byLocation: [String: Double] = [:]

    public init(entries: [Entry]) {
        self.entries = entries
        for entry in entries {
            byName[Self.key(entry.classname, entry.name)] = entry.seconds
            if let file = entry.file, let line = entry.line {
                byLocation["\(file):\(line)"] = entry.seconds
            }
        }
    }

    /// Reads a JUnit report (as the `junit` format or `merge-junit` writes it).
    public static func load(path: String) throws(InputError) -> ShardTimings {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError(path: path, message: "cannot read the timings report")
        }
        return try parse(data, path: path)
    }

    public static func parse(_ data: Data, path: String) throws(InputError) -> ShardTimings {
        let collector = TestCaseCollector()
        let parser = XMLParser(data: data)
        parser.delegate = collector
        guard parser.parse() else {
            let error = parser.parserError.map { "\($0.localizedDescription)" } ?? "malformed XML"
            throw InputError(path: path, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1),
                             message: "not a JUnit XML report: \(error)")
        }
        if collector.depth != 0 || !collector.sawElement {
            // Some XMLParser versions accept a document cut short; a half-written report must not count.
            throw InputError(path: path, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1),
                             message: "not a JUnit XML report: the document is empty or ends before its elements are closed")
        }
        if let problem = collector.problem {
            throw InputError(path: path, line: problem.line, column: 1, message: problem.message)
        }
        return ShardTimings(entries: collector.entries)
    }

    /// The measured seconds of a test case: by `file`/`line` attributes when the
    /// report has them, otherwise by feature name and test case name.
    public func seconds(uri: String, line: Int?, classname: String, name: String) -> Double? {
        if let line, let seconds = byLocation["\(uri):\(line)"] { return seconds }
        return byName[Self.key(classname, name)]
    }

    /// Weights for `Shard.positions`: measured seconds, and for test cases the
    /// report does not know (new scenarios) the median of the known ones.
    public func weights(for keys: [(uri: String, line: Int?, classname: String, name: String)]) -> [Double] {
        let measured = keys.map { seconds(uri: $0.uri, line: $0.line, classname: $0.classname, name: $0.name) }
        let known = measured.compactMap { $0 }.sorted()
        let fallback = known.isEmpty ? 1 : known[known.count / 2]
        return measured.map { $0 ?? fallback }
    }

    private static func key(_ classname: String, _ name: String) -> String {
        classname + "\u{1F}" + name
    }
}

/// Collects `<testcase classname name time [file line]>` elements.
private final class TestCaseCollector: NSObject, XMLParserDelegate {
    var entries: [ShardTimings.Entry] = []
    var problem: (line: Int, message: String)?
    var depth = 0
    var sawElement = false

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        depth -= 1
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        depth += 1
        sawElement = true
        guard elementName == "testcase" else { return }
        let timeText = attributes["time"] ?? "0"
        guard let seconds = Double(timeText), seconds.isFinite, seconds >= 0 else {
            if problem == nil {
                problem = (parser.lineNumber, "testcase has a time that is not a number of seconds: '\(timeText)'")
            }
            return
        }
        entries.append(ShardTimings.Entry(
            classname: attributes["classname"] ?? "", name: attributes["name"] ?? "",
            file: attributes["file"], line: attributes["line"].flatMap { Int($0) }, seconds: seconds))
    }
}
