import LinkSpecPlatform

extension Dialect {
    /// The keywords of the lines that open a block: `Feature`, `Rule`,
    /// `Background`, `Scenario`, `Example`, `Scenario Outline`, `Examples`, ...
    package var blockKeywords: [String] {
        feature + rule + background + scenario + scenarioOutline + examples
    }

    /// The block keyword a description line (`.other`) looks like a
    /// misspelling of: `Scenaro: Open a link` reads as a line of description,
    /// and the scenario it meant to start never runs. The words before the
    /// line's first colon are compared with the dialect's block keywords by
    /// the one rule of every suggestion (`Spelling.closest`); nil when they
    /// are not close to one (or are one: `Example:` written in a
    /// description is Gherkin's choice, not a misspelling).
    package func misspeltKeyword(in line: Substring) -> String? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard let colon = trimmed.firstIndex(of: ":") else { return nil }
        let written = String(trimmed[..<colon]).trimmingSuffix(while: { $0 == " " || $0 == "\t" })
        guard written.count >= 3, written.count <= 40,
              written.allSatisfy({ $0.isLetter || $0 == " " || $0 == "'" || $0 == "-" }) else { return nil }
        let keywords = blockKeywords
        guard !keywords.contains(written) else { return nil }
        return Spelling.closest(to: written, among: keywords)
    }
}

extension Dialect {
    /// What a run and the editor say of such a line: `'Scenaro:' is not a
    /// keyword, so the line is description (did you mean 'Scenario:'?)`.
    package static func misspeltKeywordMessage(written: String, meant: String) -> String {
        "'\(written)' is not a keyword, so the line is description and starts nothing (did you mean '\(meant):'?)"
    }
}

private extension String {
    func trimmingSuffix(while isTrimmed: (Character) -> Bool) -> String {
        var text = Substring(self)
        while let last = text.last, isTrimmed(last) { text = text.dropLast() }
        return String(text)
    }
}
