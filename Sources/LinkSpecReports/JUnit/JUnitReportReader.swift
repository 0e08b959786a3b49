import CucumberMessages
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A JUnit XML report read back as a stream of test cases, for merging shard
/// reports and for balancing shards by measured time. Reads `testsuite` or
/// `testsuites` roots; memory stays at one test case at a time.
package enum JUnitReportReader {
    /// One `testcase`: its attributes and its child elements in order.
    package struct TestCase: Hashable, Sendable {
        package var attributes: [String: String]
        package var children: [Child]

        /// `failure`, `error`, `skipped`, `system-out`, `system-err`: attributes and
        /// text (CDATA sections joined, or the plain text trimmed; nil when empty).
        package struct Child: Hashable, Sendable {
            package var name: String
            package var attributes: [String: String]
            package var text: String?
        }

        package var name: String { attributes["name"] ?? "" }
        package var className: String { attributes["classname"] ?? "" }
    }

    /// Reads the report at `path`, calling `testCase` for each test case and
    /// `suiteEnded` with each suite's attributes after its test cases.
    /// Malformed XML, or a root that is not a JUnit report, is a
    /// `JUnitReportError` with the place (`path:line:column`).
    package static func read(path: String, testCase: (TestCase) throws -> Void,
                            suiteEnded: ([String: String]) throws -> Void = { _ in }) throws {
        guard FileManager.default.isReadableFile(atPath: path), let stream = InputStream(fileAtPath: path) else {
            throw JUnitReportError(path: path, line: nil, column: nil, message: "cannot open the report for reading")
        }
        let parser = XMLParser(stream: stream)
        try withoutActuallyEscaping(testCase) { testCase in
            try withoutActuallyEscaping(suiteEnded) { suiteEnded in
                let reader = Delegate(path: path, testCase: testCase, suiteEnded: suiteEnded)
                parser.delegate = reader
                let succeeded = parser.parse()
                if let failure = reader.failure { throw failure }
                if !succeeded || parser.parserError != nil || reader.parseErrorCode != nil {
                    let code = reader.parseErrorCode ?? (parser.parserError as NSError?)?.code ?? -1
                    throw JUnitReportError(path: path, line: parser.lineNumber, column: parser.columnNumber,
                                           message: describe(code))
                }
                if !reader.sawRoot {
                    throw JUnitReportError(path: path, line: 1, column: 1, message: "empty file, expected a <testsuite> element")
                }
            }
        }
    }

    /// Seconds as JUnit writers print them (`0.007`, `12`, `1.0E-4`), to nanoseconds.
    package static func parseSeconds(_ text: String?) -> ElapsedTime? {
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        if parts.count <= 2, parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
           let whole = Int64(parts[0].isEmpty ? "0" : String(parts[0])), whole < 9_000_000_000 {
            var fraction = parts.count == 2 ? String(parts[1].prefix(9)) : ""
            fraction += String(repeating: "0", count: 9 - fraction.count)
            return ElapsedTime(totalNanoseconds: whole * 1_000_000_000 + (Int64(fraction) ?? 0))
        }
        guard let seconds = Double(text), seconds.isFinite, seconds >= 0, seconds < 9e9 else { return nil }
        return ElapsedTime(totalNanoseconds: Int64((seconds * 1e9).rounded()))
    }

    /// Words for the parser's error codes (libxml2's, on every platform).
    static func describe(_ code: Int) -> String {
        switch code {
        case 3, 4: "not an XML document"
        case 5: "the report ends too early, or has content after its root element"
        case 9, 6, 7, 8: "a character XML does not allow"
        case 14, 22, 23, 26, 27: "a malformed entity reference (write '&' as '&amp;')"
        case 38: "'<' inside an attribute value"
        case 39, 40, 41, 42: "a malformed attribute"
        case 68: "an element without a name"
        case 73: "expected '>'"
        case 74: "expected '</'"
        case 76: "a closing tag does not match its opening tag"
        case 77: "an element is not closed"
        default: "malformed XML (parser error \(code))"
        }
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        let path: String
        let testCase: (TestCase) throws -> Void
        let suiteEnded: ([String: String]) throws -> Void
        var failure: JUnitReportError?
        var parseErrorCode: Int?
        var sawRoot = false
        /// The attributes of the suites open around the current element.
        private var suites: [[String: String]] = []
        private var current: TestCase?
        private var child: TestCase.Child?
        private var childCData: String?
        private var childText = ""

        init(path: String, testCase: @escaping (TestCase) throws -> Void,
             suiteEnded: @escaping ([String: String]) throws -> Void) {
            self.path = path
            self.testCase = testCase
            self.suiteEnded = suiteEnded
        }

        private func fail(_ parser: XMLParser, _ message: String) {
            guard failure == nil else { return }
            failure = JUnitReportError(path: path, line: parser.lineNumber, column: parser.columnNumber, message: message)
            parser.abortParsing()
        }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            if !sawRoot {
                sawRoot = true
                guard name == "testsuite" || name == "testsuites" else {
                    return fail(parser, "expected a <testsuite> or <testsuites> element, found <\(name)>")
                }
            }
            switch name {
            case "testsuite":
                suites.append(attributes)
            case "testcase":
                guard !suites.isEmpty, current == nil else {
                    return fail(parser, "<testcase> outside a <testsuite>")
                }
                current = TestCase(attributes: attributes, children: [])
            default:
                if current != nil, child == nil {
                    child = TestCase.Child(name: name, attributes: attributes, text: nil)
                    childCData = nil
                    childText = ""
                }
            }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            switch name {
            case "testsuite":
                guard let suite = suites.popLast() else { return }
                do { try suiteEnded(suite) } catch { fail(parser, "\(error)") }
            case "testcase":
                guard let finished = current else { return }
                current = nil
                do { try testCase(finished) } catch { fail(parser, "\(error)") }
            default:
                guard var finished = child, finished.name == name, current != nil else { return }
                let trimmed = childText.trimmingCharacters(in: .whitespacesAndNewlines)
                finished.text = childCData ?? (trimmed.isEmpty ? nil : trimmed)
                current?.children.append(finished)
                child = nil
            }
        }

        func parser(_ parser: XMLParser, foundCDATA block: Data) {
            guard child != nil else { return }
            childCData = (childCData ?? "") + String(decoding: block, as: UTF8.self)
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if child != nil { childText += string }
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            if parseErrorCode == nil { parseErrorCode = (parseError as NSError).code }
        }
    }
}

/// A JUnit report that cannot be read: `shard-1.xml:12:3: a closing tag does not match`.
package struct JUnitReportError: Error, Hashable, Sendable, CustomStringConvertible {
    package var path: String
    package var line: Int?
    package var column: Int?
    package var message: String

    package var description: String {
        var place = path
        if let line { place += ":\(line)" }
        if line != nil, let column { place += ":\(column)" }
        return "\(place): \(message)"
    }
}
