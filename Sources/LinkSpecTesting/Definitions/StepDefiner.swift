import Expressions
import LinkSpecPlatform
import LinkSpecRunner
import LinkSpecSteps

/// Step definitions written as XCTest-Gherkin writes them: a class whose
/// `defineSteps()` calls `step(...)` with a regular expression and a closure
/// that takes its capture groups, converted to the closure's parameter types
/// (`String`, `Int`, `Double`, `Bool`, any `MatchedStringRepresentable`):
///
///     final class BabylonStepDefiner: StepDefiner {
///         override func defineSteps() {
///             step("the backend sends the ([a-z]+) deep link with id ([0-9]+)") { (intent: String, id: Int) in
///                 try self.world.open("babylon://\(intent)/\(id)", via: .inApp)
///             }
///         }
///     }
///
/// Registration is explicit: once per test target in its `LinkSpecDefaults`
/// (`TestTargetDefaults`), per class with `LinkSpecSetup(definers: [BabylonStepDefiner.self])`,
/// or `steps: BabylonStepDefiner.library()` wherever a library goes.
/// XCTest-Gherkin finds the subclasses through the Objective-C runtime, which
/// Linux does not have.
///
/// Expressions match as XCTest-Gherkin's do: anywhere in the step text,
/// ignoring case (`^` and `$` anchor them); a definer that wants Cucumber's
/// rule (the whole text, case-sensitive) says so with `matching`. Check with
/// `XCTAssert...` (the step fails at its call, XCTest shows the assertion's
/// line too), `expect(...)` or `throw`. The definer is one object for every
/// scenario: keep what a scenario changes in its `world` or the test's
/// `scenarioContext`.
open class StepDefiner {
    private var defined = StepLibrary<AppWorld>()
    /// Each step's expression as written, and where: for `UnusedStepsTracker`.
    private var written: [(expression: String, location: CodeLocation)] = []
    /// The world of the scenario whose step is running on this thread.
    fileprivate static let running = ThreadLocal<AppWorld>()

    /// How this definer's expressions match step texts: XCTest-Gherkin's
    /// rule by default (`.xcTestGherkin`); override with `.cucumber`.
    open class var matching: StepDefinerMatching { .xcTestGherkin }

    /// A definer; `library()` makes one and asks it for its steps.
    public required init() {}

    /// Override to define the steps with `step(...)`.
    open func defineSteps() {}

    /// The steps this definer defines, as a library to run (`LinkSpec.run`'s
    /// `steps:`, or with others through `LinkSpecSetup(definers:)`).
    public class func library() -> StepLibrary<AppWorld> {
        let definer = self.init()
        definer.defineSteps()
        #if canImport(XCTest)
        UnusedStepsTracker.shared().register(definer.written.map { UnusedStepsTracker.entry($0.expression, at: $0.location) })
        #endif
        return definer.defined
    }

    /// The world of the scenario whose step is running: its simulated app
    /// (`world.app`) and its actions (`world.open(_:via:)`, ...). Outside a
    /// step there is none.
    public var world: AppWorld {
        get throws {
            guard let world = StepDefiner.running.value else {
                throw StepFailure("a StepDefiner's world is there only while one of its steps runs")
            }
            return world
        }
    }

    /// A step whose regular expression's capture groups are the closure's
    /// parameters, in order: `step("I wait ([0-9]+) seconds") { (seconds: Int) in ... }`,
    /// or none at all.
    public func step<each Match>(_ expression: String, file: String = #fileID, filePath: String = #filePath, line: Int = #line,
                                 _ body: @escaping (repeat each Match) throws -> Void) {
        let definition = DefinedStep<repeat each Match>(body: body, at: wrote(expression, file: file, line: line))
        defined.step(matching: Self.matching.regex(expression), shownAs: expression, file: file, filePath: filePath,
                     line: line) { (world: AppWorld, match: repeat each Match) in
            try definition.run(in: world, repeat each match)
        }
    }

    /// A step whose closure takes every capture group's text, however many
    /// (a group that took no part is empty): `{ (matches: [String]) in ... }`.
    public func step(_ expression: String, file: String = #fileID, filePath: String = #filePath, line: Int = #line,
                     _ body: @escaping ([String]) throws -> Void) {
        let definition = DefinedStep<[String]>(body: body, at: wrote(expression, file: file, line: line))
        defined.step(matching: Self.matching.regex(expression), shownAs: expression, file: file, filePath: filePath, line: line,
                     everyCapture: { world, groups in
            try definition.run(in: world, groups.map { $0 ?? "" })
        })
    }

    /// A step whose closure takes the capture groups as `StepMatches`, each
    /// converted to `T`, by position (`match[0]`) or by the name of a named
    /// group: `step("I'm logged in as (?<user>Alice|Bob)") { (match: StepMatches<String>) in match["user"] }`.
    public func step<T: MatchedStringRepresentable>(_ expression: String, file: String = #fileID, filePath: String = #filePath,
                                                    line: Int = #line, _ body: @escaping (StepMatches<T>) throws -> Void) {
        let names = RegularExpression.captureNames(of: expression)
        let definition = DefinedStep<[String]>(body: { texts in try body(try StepMatches(texts, names: names, expression: expression)) },
                                               at: wrote(expression, file: file, line: line))
        defined.step(matching: Self.matching.regex(expression), shownAs: expression, file: file, filePath: filePath, line: line,
                     everyCapture: { world, groups in
            try definition.run(in: world, groups.map { $0 ?? "" })
        })
    }

    /// A step for exactly this text, its characters taken as they are (case
    /// aside, under XCTest-Gherkin's rule): `step(exactly: "I tap the (new) email button") { ... }`.
    public func step(exactly text: String, file: String = #fileID, filePath: String = #filePath, line: Int = #line,
                     _ body: @escaping () throws -> Void) {
        step("^" + LiteralAlternation.regex(for: [text]) + "$", file: file, filePath: filePath, line: line, body)
    }

    /// Notes a step's expression and where it is written (for
    /// `UnusedStepsTracker`); returns where.
    private func wrote(_ expression: String, file: String, line: Int) -> CodeLocation {
        let location = CodeLocation(file: file, line: line)
        written.append((expression, location))
        return location
    }

    /// Runs another step from inside a step's body, as XCTest-Gherkin's
    /// nested steps do: `self.step("I'm logged in as Alice")` runs the one
    /// definition its text binds (any keyword, any step of the run),
    /// with its captures, as part of the calling step: when it fails, is
    /// undefined or ambiguous, the calling step fails.
    public func step(_ text: String, file: String = #fileID, line: Int = #line) {
        guard let nested = StepContext.current?.nested else {
            recordFailure("step(\"\(text)\") runs another step only inside a step's body", file: file, line: line)
            return
        }
        do {
            try nested.run(text, file: file, line: line)
        } catch let failure as StepFailure {
            recordFailure(failure.message, file: failure.file, line: failure.line)
        } catch {
            recordFailure("the nested step \"\(text)\" failed: \(error)", file: file, line: line)
        }
    }
}

/// A definer's closure as the step library keeps it, run with the
/// scenario's world as `StepDefiner.world`; each run counts as a use of
/// its definition (`UnusedStepsTracker`), whatever ran it: a step call, a
/// feature run or a nested `step(...)`. `@unchecked Sendable`:
/// XCTest-Gherkin's closures capture their definer, which is not `Sendable`;
/// a test's step calls run them on the test's thread, a feature run on one
/// worker thread a scenario (one at a time unless `jobs` says otherwise,
/// when a definer's own state needs a lock as any shared object does).
private struct DefinedStep<each Match>: @unchecked Sendable {
    let body: (repeat each Match) throws -> Void
    /// Where the definition is written: the tracker's key for it.
    let location: CodeLocation

    init(body: @escaping (repeat each Match) throws -> Void, at location: CodeLocation) {
        self.body = body
        self.location = location
    }

    func run(in world: AppWorld, _ match: repeat each Match) throws {
        #if canImport(XCTest)
        UnusedStepsTracker.shared().performed(at: location)
        #endif
        try StepDefiner.running.withValue(world) { () throws -> Void in try call(repeat each match) }
    }

    private func call(_ match: repeat each Match) throws {
        try body(repeat each match)
    }
}
