import Expressions
import LinkSpecRunner

/// markdown: a `.feature.md` file, with doc strings, a table and a log.
enum Markdown {
    static func steps(_ sample: SampleFolder) -> StepLibrary<CCKWorld> {
        var steps = StepLibrary<CCKWorld>()
        steps.step("some TypeScript code:") { (_, code: DocString) in
            expect(!code.content.isEmpty, "some code is given")
        }
        steps.step("some classic Gherkin:") { (_, gherkin: DocString) in
            expect(!gherkin.content.isEmpty, "some Gherkin is given")
        }
        steps.step("we use a data table and attach something and then {word}") { (world, what: String, _: DataTable) in
            world.log("We are logging some plain text (\(what))")
            if what == "fail" { throw Glue.Error("You asked me to fail") }
        }
        steps.step("this might or might not run") { _ in }
        return steps
    }
}
