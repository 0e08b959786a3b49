import Gherkin

/// `linkspec --i18n-languages` and `linkspec --i18n-keywords LANG`: the
/// dialects a feature file can choose with `# language: LANG`, as text tables.
enum I18nListing {
    /// The listing asked for by `--i18n-languages` or `--i18n-keywords CODE`
    /// among the main command's words (with the languages of `--i18n-file`
    /// laid over the built-in ones), or nil when neither is there.
    static func answer(_ words: [String]) throws -> String? {
        var languages = false
        var keywordsOf: String?
        var i18nFile: String?
        var arguments = Arguments(words)
        while let word = arguments.next() {
            switch word {
            case "--": return nil
            case "--i18n-languages": languages = true
            case "--i18n-keywords": keywordsOf = try arguments.value(for: word)
            case "--i18n-file": i18nFile = try arguments.value(for: word)
            default: continue
            }
        }
        guard languages || keywordsOf != nil else { return nil }
        let table = try DialectFile.dialects(i18nFile)
        if let code = keywordsOf {
            return try keywords(of: code, in: table)
        }
        return self.languages(in: table)
    }

    /// One row per language: code, English name, native name.
    static func languages(in table: DialectTable = .builtIn) -> String {
        let rows = table.codes.compactMap { code in
            table[code].map { [$0.code, $0.name, $0.native] }
        }
        return render([["code", "name", "native"]] + rows)
    }

    /// One row per kind of keyword, the keywords quoted (step keywords keep
    /// their trailing space, which is part of the keyword).
    static func keywords(of code: String, in table: DialectTable = .builtIn) throws -> String {
        guard let dialect = table[code] else {
            throw UsageError("unknown language '\(code)'", hint: "Run 'linkspec --i18n-languages' to list the languages.")
        }
        let kinds: [(String, [String])] = [
            ("feature", dialect.feature), ("rule", dialect.rule), ("background", dialect.background),
            ("scenario", dialect.scenario), ("scenarioOutline", dialect.scenarioOutline),
            ("examples", dialect.examples), ("given", dialect.given), ("when", dialect.when),
            ("then", dialect.then), ("and", dialect.and), ("but", dialect.but),
        ]
        let rows = kinds.map { kind, words in
            [kind, words.map { "\"\($0)\"" }.joined(separator: ", ")]
        }
        return render(rows)
    }

    /// `| a | b |` rows with every column padded to its widest cell.
    private static func render(_ rows: [[String]]) -> String {
        var widths: [Int] = []
        for row in rows {
            for (column, cell) in row.enumerated() {
                if column == widths.count { widths.append(0) }
                widths[column] = max(widths[column], cell.count)
            }
        }
        var text = ""
        for row in rows {
            text += "|"
            for (column, cell) in row.enumerated() {
                text += " " + cell + String(repeating: " ", count: widths[column] - cell.count) + " |"
            }
            text += "\n"
        }
        return text
    }
}
