import CucumberMessages

/// How a status shows: a word and a sign beside the colour, so that it is
/// never told by colour alone, and the class that colours it.
struct HTMLStatusLabel {
    var cssClass: StaticString
    var sign: StaticString
    var word: StaticString
    /// A passed step shows its sign alone (its scenario says the word).
    var isPassed = false

    /// A scenario whose pickle never got a test case (the run stopped first).
    static let notRun = HTMLStatusLabel(cssClass: "notrun", sign: "○", word: "not run")

    /// `<span class="s">✖ failed</span>`.
    func write(into html: inout HTMLBytes) {
        html.trusted("<span class=\"s\">\(sign) \(word)</span>")
    }
}

extension HTMLStatusLabel {
    init(_ status: TestStepResult.Status) {
        switch status {
        case .passed: self.init(cssClass: "passed", sign: "✔", word: "passed", isPassed: true)
        case .failed: self.init(cssClass: "failed", sign: "✖", word: "failed")
        case .skipped: self.init(cssClass: "skipped", sign: "↷", word: "skipped")
        case .pending: self.init(cssClass: "pending", sign: "‖", word: "pending")
        case .undefined: self.init(cssClass: "undefined", sign: "?", word: "undefined")
        case .ambiguous: self.init(cssClass: "ambiguous", sign: "‼", word: "ambiguous")
        case .unknown: self.init(cssClass: "unknown", sign: "○", word: "unknown")
        }
    }
}
