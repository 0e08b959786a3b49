import CucumberMessages

/// A test case as a JUnit report names it: the feature (`classname`) and the
/// scenario, rule, Examples block and row (`name`).
package struct ReportedTestCase: Hashable, Comparable, Sendable, CustomStringConvertible {
    package var classname: String
    package var name: String

    package init(classname: String, name: String) {
        self.classname = classname
        self.name = name
    }

    /// The test case the `junit` format makes of `pickle`, for reading a
    /// report back by the same names (`--shard-timings`, `--expect-from`).
    package init(_ pickle: Pickle, outline: DocumentOutline) {
        let summary = PickleSummary(pickle, ordinal: 0, outline: outline)
        self.init(classname: JUnitOptions().className(of: summary), name: JUnitOptions().testName(of: summary))
    }

    package static func < (left: Self, right: Self) -> Bool {
        (left.classname, left.name) < (right.classname, right.name)
    }

    /// `"Wrong password discards the route" (feature "Clinical access")`.
    package var description: String { "\"\(name)\" (feature \"\(classname)\")" }
}

/// `linkspec merge-junit --expect-from RUN.ndjson` or `--expect-count N`: do the
/// merged reports of a run's shards hold every selected scenario exactly once
/// (not when a shard ran with other options, crashed, or was not downloaded)?
package enum ShardCompleteness {
    package enum Expectation: Sendable {
        /// Every test case a dry run of the whole selection names, once each
        /// (a name twice means two scenarios of that name).
        case testCases([ReportedTestCase])
        /// Only the total is checked; repeated names are listed only to
        /// explain a wrong total (two scenarios may share a name).
        case count(Int)
    }

    /// One line per problem, missing test cases first, then repeated ones, then
    /// ones the selection does not hold; empty when the reports are complete.
    package static func problems(found: [ReportedTestCase], expected: Expectation) -> [String] {
        let counted = tally(found)
        switch expected {
        case .count(let number):
            guard found.count != number else { return [] }
            var lines = ["expected \(number) test case\(number == 1 ? "" : "s"), the reports hold \(found.count)"]
            for (testCase, times) in counted.sorted(by: { $0.key < $1.key }) where times > 1 {
                lines.append("\(times) times: \(testCase)")
            }
            return lines
        case .testCases(let selection):
            let wanted = tally(selection)
            var missing: [String] = [], repeated: [String] = [], unselected: [String] = []
            for (testCase, want) in wanted.sorted(by: { $0.key < $1.key }) {
                let have = counted[testCase] ?? 0
                if have < want {
                    missing.append("missing: \(testCase)" + (want > 1 ? " (\(want - have) of \(want))" : ""))
                } else if have > want {
                    repeated.append("\(have) times: \(testCase)" + (want > 1 ? " (the selection has \(want))" : ""))
                }
            }
            for (testCase, have) in counted.sorted(by: { $0.key < $1.key }) where wanted[testCase] == nil {
                unselected.append("not in the selection: \(testCase)" + (have > 1 ? " (\(have) times)" : ""))
            }
            return missing + repeated + unselected
        }
    }

    private static func tally(_ testCases: [ReportedTestCase]) -> [ReportedTestCase: Int] {
        Dictionary(testCases.map { ($0, 1) }, uniquingKeysWith: +)
    }
}
