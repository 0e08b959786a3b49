import Expressions
import LinkSpecRunner

/// doc-strings: `"""` and backtick delimiters, with and without a media type.
enum DocStrings {
    static func steps(_ sample: SampleFolder) -> StepLibrary<CCKWorld> {
        var steps = StepLibrary<CCKWorld>()
        steps.step("a doc string:") { (_, _: DocString) in }
        return steps
    }
}
