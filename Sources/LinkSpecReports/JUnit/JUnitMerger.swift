import CucumberMessages

/// Merges the JUnit reports of several shards into one `testsuite`: counts and
/// times summed, test cases in input order, written in the layout of
/// `JUnitFormatter` (so merging one report reproduces it). The suite's name and
/// timestamp are the first report's, unless a name is given.
package enum JUnitMerger {
    /// Reads every input, then writes the merged report to `output` (which the
    /// caller commits), adding every test case merged to `merged`, in order
    /// (for `ShardCompleteness`). A malformed input is a `JUnitReportError`;
    /// nothing is written.
    package static func merge(_ inputs: [String], suiteName: String?, into output: any ReportOutput,
                              testCases merged: inout [ReportedTestCase]) throws {
        let spool = FragmentSpool()
        var totals = (tests: 0, skipped: 0, failures: 0, errors: 0)
        var time = ElapsedTime.zero
        var firstSuite: [String: String]?
        for path in inputs {
            var tests = 0, skipped = 0, failures = 0, errors = 0
            try JUnitReportReader.read(path: path, testCase: { testCase in
                tests += 1
                for child in testCase.children {
                    switch child.name {
                    case "skipped": skipped += 1
                    case "failure": failures += 1
                    case "error": errors += 1
                    default: break
                    }
                }
                merged.append(ReportedTestCase(classname: testCase.className, name: testCase.name))
                var xml = XMLBytes()
                Self.render(testCase, into: &xml)
                try spool.append(xml.bytes, sortKey: 0)
            }, suiteEnded: { attributes in
                if firstSuite == nil { firstSuite = attributes }
                totals.tests += Int(attributes["tests"] ?? "") ?? tests
                totals.skipped += Int(attributes["skipped"] ?? "") ?? skipped
                totals.failures += Int(attributes["failures"] ?? "") ?? failures
                totals.errors += Int(attributes["errors"] ?? "") ?? errors
                time = time + (JUnitReportReader.parseSeconds(attributes["time"]) ?? .zero)
                (tests, skipped, failures, errors) = (0, 0, 0, 0)
            })
        }
        try JUnitFormatter.writeSuite(name: suiteName ?? firstSuite?["name"] ?? "linkspec", time: time, counts: totals,
                                      timestamp: firstSuite?["timestamp"], testCases: spool, to: output)
    }

    /// Attribute order of the formatter first, any others after in name order.
    private static func writeAttributes(_ attributes: [String: String], known: [String], into xml: inout XMLBytes) {
        for name in known {
            if let value = attributes[name] { xml.attribute(named: name, value) }
        }
        for (name, value) in attributes.sorted(by: { $0.key < $1.key }) where !known.contains(name) {
            xml.attribute(named: name, value)
        }
    }

    static func render(_ testCase: JUnitReportReader.TestCase, into xml: inout XMLBytes) {
        xml.raw("<testcase")
        writeAttributes(testCase.attributes, known: ["classname", "name", "time", "file", "line"], into: &xml)
        xml.raw(">\n")
        for child in testCase.children {
            xml.raw("<")
            xml.rawText(child.name)
            if child.name == "system-out" || child.name == "system-err" {
                xml.raw(">")
                xml.cdata(child.text ?? "")
            } else {
                writeAttributes(child.attributes, known: ["type", "message"], into: &xml)
                guard let text = child.text else {
                    xml.raw("/>\n")
                    continue
                }
                xml.raw(">\n")
                xml.cdata(text)
                xml.raw("\n")
            }
            xml.raw("</")
            xml.rawText(child.name)
            xml.raw(">\n")
        }
        xml.raw("</testcase>\n")
    }
}
