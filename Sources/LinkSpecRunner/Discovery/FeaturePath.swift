/// One path the user named: a file or folder, optionally with the lines of the
/// scenarios or Examples rows to run (`login.feature:12:30`).
package struct FeaturePath: Hashable, Sendable {
    package var path: String
    /// Empty means every scenario.
    package var lines: [Int]
    /// The rerun file's line it came from, for errors.
    package var origin: InputError?

    package init(path: String, lines: [Int] = [], origin: InputError? = nil) {
        self.path = path
        self.lines = lines
        self.origin = origin
    }

    /// Splits trailing `:LINE` parts off an argument. A part that is not a
    /// positive whole number stays in the path (`odd:name.feature`).
    package init(argument: String) {
        var path = Substring(argument)
        var lines: [Int] = []
        while let colon = path.lastIndex(of: ":"),
              let line = Int(path[path.index(after: colon)...]), line > 0,
              colon != path.startIndex {
            lines.insert(line, at: 0)
            path = path[..<colon]
        }
        self.init(path: String(path), lines: lines)
    }
}
