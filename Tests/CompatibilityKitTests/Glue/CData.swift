import LinkSpecRunner

/// cdata: a step text with `<![CDATA[..]]>` in it.
enum CData {
    static func steps(_ sample: SampleFolder) -> StepLibrary<CCKWorld> {
        var steps = StepLibrary<CCKWorld>()
        steps.step("I have {int} <![CDATA[cukes]]> in my belly") { (_, _: Int) in }
        return steps
    }
}
