/// One problem of an app map, located by its JSON path (`$.routes[3].tab`) and,
/// when loaded from a file, by line and column. A problem in one of the files
/// `app.json` names (Info.plist, entitlements, AASA) names that file in `file`,
/// and `path` is then the key path inside it.
package struct AppMapIssue: Sendable, Hashable, CustomStringConvertible {
    package var path: String
    package var line: Int?
    package var column: Int?
    package var message: String
    /// The file the problem is in when it is not the app map itself.
    package var file: String?

    package init(path: String, line: Int? = nil, column: Int? = nil, message: String, file: String? = nil) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
        self.file = file
    }

    package var description: String { "\(path): \(message)" }

    /// `app.json:12:14: $.routes[3].tab: unknown tab 'settngs'`.
    package func description(file: String?) -> String {
        var prefix = ""
        if let file = self.file ?? file {
            prefix = file
            if let line { prefix += ":\(line)" + (column.map { ":\($0)" } ?? "") }
            prefix += ": "
        }
        return prefix + description
    }
}

/// Every problem found in an app map; thrown by `AppMap.load` and `AppMap(...)`.
public struct AppMapError: Error, Sendable, Hashable, CustomStringConvertible {
    package var file: String?
    package var issues: [AppMapIssue]

    package init(file: String?, issues: [AppMapIssue]) {
        self.file = file
        self.issues = issues
    }

    /// Every problem, one a line: `app.json:12:14: $.routes[3].tab: unknown tab 'settngs'`.
    public var description: String {
        issues.map { $0.description(file: file) }.joined(separator: "\n")
    }
}
