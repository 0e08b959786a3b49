import LinkSpecRunner

/// examples-tables: outlines whose rows pass and fail.
enum ExamplesTables {
    static func steps(_ sample: SampleFolder) -> StepLibrary<CCKWorld> {
        var steps = StepLibrary<CCKWorld>()
        steps.step("there are {int} cucumbers") { (world, count: Int) in world.count = count }
        steps.step("there are {int} friends") { (world, friends: Int) in world.friends = friends }
        steps.step("I eat {int} cucumbers") { (world, eaten: Int) in world.count -= eaten }
        // Assertions, as the reference's `assert.strictEqual` (an `AssertionError`).
        steps.step("I should have {int} cucumbers") { (world, left: Int) in expectEqual(world.count, left, "cucumbers") }
        steps.step("each person can eat {int} cucumbers") { (world, share: Int) in
            expectEqual(world.count / (1 + world.friends), share, "cucumbers each")
        }
        return steps
    }
}
