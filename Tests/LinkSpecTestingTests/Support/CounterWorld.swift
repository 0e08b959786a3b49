import LinkSpecRunner

/// The smallest world there is: a number the steps change and check. The
/// deliberately failing feature runs against it, so attribution tests depend
/// on nothing but the runner.
final class CounterWorld {
    var value = 0
}

enum CounterSteps {
    static let library: StepLibrary<CounterWorld> = {
        var library = StepLibrary<CounterWorld>()
        library.given("the counter starts at {int}") { (world, start: Int) in world.value = start }
        library.when("I add {int}") { (world, amount: Int) in world.value += amount }
        library.then("the counter shows {int}") { (world, expected: Int) in
            expectEqual(world.value, expected, "the counter")
        }
        return library
    }()

    /// Where `library.then(...)` above is written, as the runner records it.
    static var assertionDefinition: CodeLocation? {
        library.steps.first { $0.pattern.source == "the counter shows {int}" }?.location
    }
}
