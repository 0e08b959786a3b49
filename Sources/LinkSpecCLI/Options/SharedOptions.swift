import LinkSpecReports

/// The options several commands take, each declared here once: its names, its
/// value and its one help text, so `--app` reads and reads out the same in
/// every command's help. A command only says where the value goes (`.app { $0.appMap = $1 }`).
extension CommandOption {
    /// `--app PATH`: the run, `check`, `draw`, `fuzz-links` and `lsp`.
    static func app(_ set: @escaping @Sendable (inout Values, String) throws -> Void) -> Self {
        .value("--app", value: "PATH",
               help: "the app map: an app.json or the folder holding it (default: the",
               "nearest app.json at or above the feature files, else the current folder)", set: set)
    }

    /// `--platform ios|android[|all]`: the run (which takes `all` too) and `draw`.
    static func platform(allowingAll: Bool, help: String,
                         _ set: @escaping @Sendable (inout Values, PlatformChoice) throws -> Void) -> Self {
        let names = allowingAll ? "ios|android|all" : "ios|android"
        return .value("--platform", value: names, help: help) { values, text in
            guard let platform = PlatformChoice(rawValue: text), allowingAll || platform != .all else {
                throw UsageError("'--platform' expects " + (allowingAll ? "'ios', 'android' or 'all'" : "'ios' or 'android'") + ", got '\(text)'")
            }
            try set(&values, platform)
        }
    }

    /// `--i18n-file PATH`: the run, `gherkin`, `steps` and `lsp` (and the
    /// language listings, which the main command answers first).
    static func i18nFile(_ set: @escaping @Sendable (inout Values, String) throws -> Void) -> Self {
        .value("--i18n-file", value: "PATH", help: "extra Gherkin languages (gherkin-languages.json format)", set: set)
    }

    /// `-f, --format NAME[:PATH]`: the run and `report`, each with the names it
    /// knows and what it writes when no format is given.
    static func reportFormat(known: [String], byDefault: String,
                             _ set: @escaping @Sendable (inout Values, FormatOption) throws -> Void) -> Self {
        .value("-f", "--format", value: "NAME[:PATH]", help: known.joined(separator: ", ") + ";",
               "to PATH or standard output (repeatable; at most one to standard output);",
               "default: \(byDefault)") { values, text in
            try set(&values, try FormatOption.parsing(text, known: known))
        }
    }

    /// `--junit-suite-name NAME`: the run, `report` and `merge-junit`, each
    /// with the name a report gets without it.
    static func junitSuiteName(byDefault: String, _ set: @escaping @Sendable (inout Values, String) throws -> Void) -> Self {
        .value("--junit-suite-name", value: "NAME", help: "the JUnit testsuite's name (default: \(byDefault))", set: set)
    }

    /// `--junit-file-attributes`: the run and `report`.
    static func junitFileAttributes(_ set: @escaping @Sendable (inout Values) -> Void) -> Self {
        .flag("--junit-file-attributes", help: "add file and line attributes to each JUnit testcase", set: set)
    }

    /// `--no-color` (or `--no-colour`): the run and `report`.
    static func noColor(_ set: @escaping @Sendable (inout Values) -> Void) -> Self {
        .flag("--no-color", "--no-colour", help: "no colour, even on a terminal (NO_COLOR is honoured too)", set: set)
    }

    /// `--no-snippets`: the run and `report`.
    static func noSnippets(_ set: @escaping @Sendable (inout Values) -> Void) -> Self {
        .flag("--no-snippets", help: "do not print snippets for undefined steps", set: set)
    }

    /// `-f, --format text|json`: `steps` and `check`, which print for people
    /// or for tools; `set` is told whether it is JSON. A mistake names the
    /// `command`: `check: '--format' is text or json, got 'xml'`.
    static func textOrJSON(_ command: String, _ set: @escaping @Sendable (inout Values, Bool) throws -> Void) -> Self {
        .value("-f", "--format", value: "text|json", help: "text for people (default) or json for tools (one JSON object)") { values, format in
            guard format == "text" || format == "json" else {
                throw UsageError("\(command): '--format' is text or json, got '\(format)'")
            }
            try set(&values, format == "json")
        }
    }
}
