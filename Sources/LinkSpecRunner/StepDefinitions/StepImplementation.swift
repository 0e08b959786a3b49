import CucumberMessages

/// Which keyword a step definition was registered with: a `Given` phrase binds
/// `Given` steps (and the `And`/`But` after them), `When` and `Then` likewise;
/// `.any` (`Step`) binds every step.
public enum StepDefinitionKeyword: String, Hashable, Sendable {
    /// A `Given` phrase.
    case given = "Given"
    /// A `When` phrase.
    case when = "When"
    /// A `Then` phrase.
    case then = "Then"
    /// A phrase for every keyword (`StepLibrary.step`).
    case any = "Step"
}

/// How a step definition's text is written.
package enum StepPattern: Hashable, Sendable, CustomStringConvertible {
    /// A Cucumber expression: `I open {string} from inside the app`.
    case expression(String)
    /// A regular expression: `^I open "([^"]*)"$`.
    case regex(String)

    package var source: String {
        switch self {
        case .expression(let text), .regex(let text): return text
        }
    }

    /// As the message stream names it.
    package var type: StepDefinitionPattern.PatternType {
        if case .regex = self { return .regularExpression }
        return .cucumberExpression
    }

    package var description: String {
        switch self {
        case .expression(let text): return "\"\(text)\""
        case .regex(let text): return "/\(text)/"
        }
    }
}

/// Where a step definition, hook or parameter type is written in Swift.
public struct CodeLocation: Hashable, Sendable, CustomStringConvertible {
    /// `Module/File.swift` (`#fileID`): what reports and failures print, the
    /// same on every machine.
    public var file: String
    /// The line in that file.
    public var line: Int
    /// The source file's path when it was compiled (`#filePath`), for tools
    /// that open it: the step catalog and the editor's go to definition.
    package var filePath: String?

    package init(file: String, filePath: String? = nil, line: Int) {
        self.file = file
        self.filePath = filePath
        self.line = line
    }

    /// `Module/File.swift:LINE`.
    public var description: String { "\(file):\(line)" }
}

/// A step definition: a pattern and the Swift body it runs.
package struct StepImplementation<World: AnyObject>: Sendable {
    package var keyword: StepDefinitionKeyword
    /// The pattern as written: what messages, reports, `linkspec steps` and
    /// "did you mean" show.
    package var pattern: StepPattern
    /// The regular expression matched instead of `pattern`'s own text, when
    /// the library was given one (`StepLibrary.step(matching:shownAs:...)`:
    /// a `StepDefiner`'s expression under its matching rule); nil: `pattern`.
    package var matchedRegex: String?
    package var location: CodeLocation
    /// One line saying what the step does, for `linkspec steps` and the editor's hover.
    package var doc: String?
    /// What each parameter stands for, by position (`ParameterRole`).
    package var roles: [ParameterRole?] = []
    /// Calls the body with the step's values converted to its parameter types.
    let body: @Sendable (World, [StepArgumentValue]) throws -> Void
}
