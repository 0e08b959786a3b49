import LinkSpecReports

/// The measured time of each test case in an earlier JUnit report
/// (`--shard-timings REPORT.xml`), to balance shards by time rather than count.
package struct ShardTimings: Sendable {
    private var byName: [String: Double] = [:]
    private var byLocation: [String: Double] = [:]

    /// Reads a JUnit report (as the `junit` format or `merge-junit` writes it).
    package static func load(path: String) throws(InputError) -> ShardTimings {
        var timings = ShardTimings()
        do {
            try JUnitReportReader.read(path: path, testCase: { testCase in
                let timeText = testCase.attributes["time"] ?? "0"
                guard let time = JUnitReportReader.parseSeconds(timeText) else {
                    throw InputError(path: path, message: "testcase '\(testCase.name)' has a time that is not a number of seconds: '\(timeText)'")
                }
                let seconds = Double(time.totalNanoseconds) / 1e9
                timings.byName[key(testCase.className, testCase.name)] = seconds
                if let file = testCase.attributes["file"], let line = testCase.attributes["line"].flatMap({ Int($0) }) {
                    timings.byLocation["\(file):\(line)"] = seconds
                }
            })
        } catch let error as InputError {
            throw error
        } catch let error as JUnitReportError {
            throw InputError(path: path, line: error.line, column: error.column,
                             message: "not a JUnit XML report: \(error.message)")
        } catch {
            throw InputError(path: path, message: "not a JUnit XML report: \(error)")
        }
        return timings
    }

    /// The measured seconds of a test case: by `file`/`line` attributes when the
    /// report has them, otherwise by feature name and test case name.
    package func seconds(uri: String, line: Int?, classname: String, name: String) -> Double? {
        if let line, let seconds = byLocation["\(uri):\(line)"] { return seconds }
        return byName[Self.key(classname, name)]
    }

    /// Weights for `Shard.positions`: measured seconds, and for test cases the
    /// report does not know (new scenarios) the median of the known ones.
    package func weights(for keys: [(uri: String, line: Int?, classname: String, name: String)]) -> [Double] {
        let measured = keys.map { seconds(uri: $0.uri, line: $0.line, classname: $0.classname, name: $0.name) }
        let known = measured.compactMap { $0 }.sorted()
        let fallback = known.isEmpty ? 1 : known[known.count / 2]
        return measured.map { $0 ?? fallback }
    }

    private static func key(_ classname: String, _ name: String) -> String {
        classname + "\u{1F}" + name
    }
}
