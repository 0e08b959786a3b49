/// The code of an undefined step's snippets in the message stream and in text
/// reports. Each snippet is one expression's definition, followed by the
/// closest known phrases as a Swift comment, so reports rebuilt from the
/// stream can show them:
///
///     library.then("the {string} screen is presented") { (world, string: String) in
///         try pending()
///     }
///     // Did you mean:
///     //   Given the {string} screen is presented # LinkSpecSteps/ScreenArrangeSteps.swift:8
package enum SnippetCode {
    /// The line that starts the did-you-mean comment.
    static let didYouMeanHeader = "// Did you mean:"

    /// `definition` followed by the comment naming `phrases` (nothing when none is close).
    package static func code(_ definition: String, didYouMean phrases: [PhraseHint]) -> String {
        guard !phrases.isEmpty else { return definition }
        var lines = [definition, didYouMeanHeader]
        for phrase in phrases { lines.append("//   \(phrase.text) # \(phrase.location)") }
        return lines.joined(separator: "\n")
    }

    /// A suggestion's snippets as one block to paste: the first definition,
    /// with the other expressions' first lines as comments under its own (the
    /// way cucumber-js prints alternatives), and the did-you-mean comment
    /// unless `withoutDidYouMean` (a text report that lists the phrases itself).
    package static func combined(_ snippets: [String], withoutDidYouMean: Bool = false) -> String {
        guard let first = snippets.first else { return "" }
        var lines = first.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if withoutDidYouMean, let header = lines.firstIndex(of: didYouMeanHeader) {
            lines.removeSubrange(header...)
        }
        let alternatives = snippets.dropFirst().compactMap { code in
            code.split(separator: "\n", maxSplits: 1).first.map { "// " + $0 }
        }
        lines.insert(contentsOf: alternatives, at: min(1, lines.count))
        return lines.joined(separator: "\n")
    }
}
