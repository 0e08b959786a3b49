/// Which keyword a step definition was registered with. Like Cucumber, linkspec
/// matches a step's text against every definition whatever its keyword; the
/// keyword is kept for snippets and documentation.
public enum StepDefinitionKeyword: String, Hashable, Sendable {
    case given = "Given"
    case when = "When"
    case then = "Then"
    case any = "Step"
}

/// How a step definition's text is written.
public enum StepPattern: Hashable, Sendable, CustomStringConvertible {
    /// A Cucumber expression: `I open {string} from inside the app`.
    case expression(String)
    /// A regular expression: `^I open "([^"]*)"$`.
    case regex(String)

    public var source: String {
        switch self {
        case .expression(let text), .regex(let text): return text
        }
    }

    public var description: String {
        switch self {
        case .expression(let text): return "\"\(text)\""
        case .regex(let text): return "/\(text)/"
        }
    }
}

/// Where a step definition, hook or parameter type is written in Swift.
public struct CodeLocation: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int

    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    public var description: String { "\(file):\(line)" }
}

/// A step definition: a pattern and the Swift body it runs.
public struct StepImplementation<World: AnyObject>: Sendable {
    public var keyword: StepDefinitionKeyword
    public var pattern: StepPattern
    public var location: CodeLocation
    /// Calls the body with the step's values converted to its parameter types.
    let body: @Sendable (World, [StepArgumentValue]) throws -> Void
}
