import CucumberMessages

/// How a status shows: a word and a sign beside the colour, so that it is
/// never told by colour alone, and the class that colours it.
struct HTMLStatusLabel {
    var cssClass: String
    var sign: String
    var word: String

    /// A scenario whose pickle never got a test case (the run stopped first).
    static let notRun = HTMLStatusLabel(cssClass: "notrun", sign: "○", word: "not run")

    /// `<span class="s">✖ failed</span>`.
    func write(into html: inout HTMLBytes) {
        html.rawText("<span class=\"s\">\(sign) \(word)</span>")
    }
}

extension HTMLStatusLabel {
    init(_ status: TestStepResult.Status) {
        self.init(cssClass: status.word, sign: status.look.sign, word: status.word)
    }
}
