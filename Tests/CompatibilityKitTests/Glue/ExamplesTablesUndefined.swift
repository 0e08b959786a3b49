import LinkSpecRunner

/// examples-tables-undefined(-multiple): three of examples-tables' steps, so
/// rows whose values are not numbers are undefined.
enum ExamplesTablesUndefined {
    static func steps(_ sample: SampleFolder) -> StepLibrary<CCKWorld> {
        var steps = StepLibrary<CCKWorld>()
        steps.step("there are {int} cucumbers") { (world, count: Int) in world.count = count }
        steps.step("I eat {int} cucumbers") { (world, eaten: Int) in world.count -= eaten }
        steps.step("I should have {int} cucumbers") { (world, left: Int) in expectEqual(world.count, left, "cucumbers") }
        return steps
    }
}
