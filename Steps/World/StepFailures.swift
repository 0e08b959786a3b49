extension AppWorld {
    /// A failed expectation, with what the app shows and its latest events, so
    /// the report alone explains the failure.
    func failure(_ expectation: String, file: String = #fileID, line: Int = #line) -> StepFailure {
        StepFailure(Self.explain(expectation, app: app), file: file, line: line)
    }

    /// A step could not do what it says (an unknown tab, no prompt to answer).
    func failure(_ error: SimulatedAppError, doing action: String, file: String = #fileID, line: Int = #line) -> StepFailure {
        StepFailure(Self.explain("cannot \(action): \(error.message)", app: app), file: file, line: line)
    }

    static func explain(_ expectation: String, app: SimulatedAppView) -> String {
        let events = app.recentEvents()
        return expectation
            + "\nthe app shows:\n" + indent(app.stateDescription)
            + "\nlast events:\n" + (events.isEmpty ? "  (none)" : events)
    }

    private static func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
    }
}

/// `"chat"`: names in messages are quoted as the feature file writes them.
func quote(_ text: String) -> String { "\"\(text)\"" }

/// `"a", "b"`: names in messages, each quoted; `(none)` for no names.
func quoted(_ names: [String]) -> String { names.isEmpty ? "(none)" : names.map(quote).joined(separator: ", ") }
