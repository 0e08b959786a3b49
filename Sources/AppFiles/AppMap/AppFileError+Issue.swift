import AppSimulation
import PlatformLinkRules

extension AppFileError {
    /// As the app map reports its problems (`file` nil when the problem is in app.json itself).
    package var issue: AppMapIssue {
        AppMapIssue(path: path, line: location.line, column: location.column, message: message, file: location.file)
    }
}
