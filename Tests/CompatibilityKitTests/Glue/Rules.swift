import LinkSpecRunner

/// rules: Rule, Example, a tag on a Rule, comments.
enum Rules {
    static func steps(_ sample: SampleFolder) -> StepLibrary<CCKWorld> {
        var steps = StepLibrary<CCKWorld>()
        steps.step("the customer has {int} cents") { (world, cents: Int) in world.money = cents }
        steps.step("there are chocolate bars in stock") { world in world.stock = ["Mars"] }
        steps.step("there are no chocolate bars in stock") { world in world.stock = [] }
        steps.step("the customer tries to buy a {int} cent chocolate bar") { (world, price: Int) in
            if world.money >= price, !world.stock.isEmpty {
                world.stock.removeLast()
                world.bought += 1
            }
        }
        steps.step("the sale should not happen") { world in
            expectEqual(world.bought, 0, "bars sold")
        }
        steps.step("the sale should happen") { world in
            expectEqual(world.bought, 1, "bars sold")
        }
        return steps
    }
}
