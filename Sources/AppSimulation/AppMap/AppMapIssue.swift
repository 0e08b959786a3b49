/// One problem of an app map, located by its JSON path (`$.routes[3].tab`) and,
/// when loaded from a file, by line and column. A problem in one of the files
/// `app.json` names (Info.plist, entitlements, AASA) names that file in `file`,
/// and `path` is then the key path inside it.
public struct AppMapIssue: Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var line: Int?
    public var column: Int?
    public var message: String
    /// The file the problem is in when it is not the app map itself.
    public var file: String?

    public init(path: String, line: Int? = nil, column: Int? = nil, message: String, file: String? = nil) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
        self.file = file
    }

    public var description: String { "\(path): \(message)" }

    /// `app.json:12:14: $.routes[3].tab: unknown tab 'settngs'`.
    public func description(file: String?) -> String {
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
    public var file: String?
    public var issues: [AppMapIssue]

    public var description: String {
        issues.map { $0.description(file: file) }.joined(separator: "\n")
    }
}
