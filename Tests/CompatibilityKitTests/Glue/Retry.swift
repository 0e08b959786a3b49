import LinkSpecPlatform
import LinkSpecRunner

/// retry (`--retry 2`): steps that pass on a later attempt, counted across attempts.
enum Retry {
    static func steps(_ sample: SampleFolder) -> StepLibrary<CCKWorld> {
        let secondTime = Locked(0)
        let thirdTime = Locked(0)
        var steps = StepLibrary<CCKWorld>()
        steps.step("a step that always passes") { _ in }
        steps.step("a step that passes the second time") { _ in
            let attempt = secondTime.withLock { count in count += 1; return count }
            if attempt < 2 { throw Glue.Error("Exception in step") }
        }
        steps.step("a step that passes the third time") { _ in
            let attempt = thirdTime.withLock { count in count += 1; return count }
            if attempt < 3 { throw Glue.Error("Exception in step") }
        }
        steps.step("a step that always fails") { _ in throw Glue.Error("Exception in step") }
        return steps
    }
}
