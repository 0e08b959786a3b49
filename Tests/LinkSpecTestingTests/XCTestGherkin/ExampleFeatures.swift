import LinkSpecTesting
import XCTest

/// XCTest-Gherkin's README's features, as written there: a plain
/// `XCTestCase`, `import LinkSpecTesting` for `import XCTest_Gherkin`, the
/// definers registered once (`LinkSpecDefaults`).
final class ExampleFeatures: XCTestCase {
    /// Examples kept in a `let` and shared by tests.
    let examples: [[ExampleStringRepresentable]] = [
        ["user"],
        ["Alice"],
        ["Bob"],
    ]

    func testBasicSteps() {
        Given("A situation that I want to start at")
        Then("This value should be 100")
        And("This value should be between 10 and 20")
        XCTAssertEqual(scenarioContext["started"] as? Bool, true)
    }

    func testOneTwoAndThreeTypedCaptures() {
        Given("the values are alpha, 42 and yes")
        XCTAssertEqual(scenarioContext["values"] as? String, "alpha 42 true")
    }

    func testNamedCaptures() {
        Given("I'm logged in as Alice")
        XCTAssertEqual(scenarioContext["user"] as? String, "Alice")
    }

    func testACodableValueTravelsAsItsJSON() {
        let nick = Person(name: "Nick")
        Given("User is logged in as \(nick)")
        XCTAssertEqual(scenarioContext["person"] as? Person, nick)
        XCTAssertEqual(nick.description, #"{"name":"Nick"}"#)
    }

    func testNestedStepsRunAsPartOfTheCallingStep() {
        Given("This step should call another step")
        XCTAssertEqual(scenarioContext["nested"] as? Bool, true)
        XCTAssertEqual(scenarioContext["user"] as? String, "Bob", "the nested step's capture reached it")
    }

    /// XCTest-Gherkin's matching: anywhere in the text, ignoring case;
    /// Booleans in any case and as yes/no; a Double from `1` or `1.2`.
    func testMatchingIsXCTestGherkinsByDefault() {
        Given("so then THIS IS ANOTHER STEP, as it were")
        XCTAssertEqual(scenarioContext["nested"] as? Bool, true)
        When("the flag is FaLsE")
        XCTAssertEqual(scenarioContext["flag"] as? Bool, false)
        And("the flag is Yes")
        XCTAssertEqual(scenarioContext["flag"] as? Bool, true)
        And("the number is 1")
        XCTAssertEqual(scenarioContext["number"] as? Double, 1)
        And("the number is 1.2")
        XCTAssertEqual(scenarioContext["number"] as? Double, 1.2)
        And("the colour is Green")
        XCTAssertEqual(scenarioContext["colour"] as? String, "green")
        Then("i press the (NEW) button")
        XCTAssertEqual(scenarioContext["tapped"] as? Bool, true)
    }

    func testAndOrButFirstAndNonLatinTexts() {
        And("Я имею рабочее окружение Gherkin")
        But("I set the state to 3")
        XCTAssertEqual(scenarioContext["ru"] as? Bool, true)
        XCTAssertEqual(scenarioContext["state"] as? Int, 3)
    }

    func testOutlineTests() {
        var names: [String] = []
        Examples(
            ["name", "age"],
            ["Alice", "20"],
            ["Bob", "20"]
        )

        Outline {
            Given("I use the example name <name>")
            Then("The age should be <age>")
            names.append(exampleValue("name") ?? "?")
        }
        XCTAssertEqual(names, ["Alice", "Bob"], "each row ran")
    }

    func testOutlineTestsWithExamplesAfter() {
        var names: [String] = []
        Outline({
            Given("I use the example name <name>")
            Then("The age should be <age>")
            names.append(exampleValue("name") ?? "?")
        }) {
            [
                ["name", "age", "height"],
                ["Alice", 20, 170],
                ["Bob", 20, 170],
            ]
        }
        Outline({
            Given("I use the example name <name>")
            names.append(exampleValue("name") ?? "?")
        }, examples: [
            ["name", "age", "height"],
            ["Alice", "20", "170"],
        ])
        XCTAssertEqual(names, ["Alice", "Bob", "Alice"])
    }

    /// Rows as dictionaries, typed values read back with `exampleValue`,
    /// and an empty context for each row.
    func testDictionaryExamplesAndTypedExampleValues() {
        var ages: [Int] = []
        var tall: [Bool] = []
        Outline({
            Then("The age should be <age>")
            And("I set the state to <height>")
            ages.append(exampleValue("age") ?? 0)
            tall.append(exampleValue("tall") ?? false)
            let height: Double? = exampleValue("height")
            XCTAssertEqual(height, Double(scenarioContext["state"] as? Int ?? 0))
        }) {
            [
                ["name": "Alice", "age": 20, "height": 170, "tall": true],
                ["name": "Bob", "age": 20, "height": 160, "tall": false],
            ]
        }
        XCTAssertEqual(ages, [20, 20])
        XCTAssertEqual(tall, [true, false])
        XCTAssertNil(exampleValue("age") as Int?, "no row outside the outline")
    }

    /// Examples of text only, their type inferred, as XCTest-Gherkin's README keeps them.
    let names = [
        ["name", "age"],
        ["Alice", "20"],
        ["Bob", "20"],
    ]

    func testReusableExamples() {
        var users: [String] = []
        Examples(examples)
        Outline {
            Given("I'm logged in as <user>")
            users.append(scenarioContext["user"] as? String ?? "?")
        }
        var ages: [Int] = []
        Examples(names)
        Outline {
            Then("The age should be <age>")
            ages.append(exampleValue("age") ?? 0)
        }
        XCTAssertEqual(users, ["Alice", "Bob"])
        XCTAssertEqual(ages, [20, 20])
    }

    func testCodableExamples() {
        var people: [Person] = []
        Outline({
            Given("User is logged in as <person>")
            people.append(exampleValue("person") ?? Person(name: "?"))
        }) {
            [
                ["person"],
                [Person(name: "Ada")],
            ]
        }
        XCTAssertEqual(people, [Person(name: "Ada")])
    }
}

/// `StepDefiner.test` is the test method's own object, and its
/// `scenarioContext` starts empty: two identical tests in a row each see
/// their own.
final class CurrentTestFeatures: XCTestCase {
    func testTheFirstOfTwoIdenticalTests() {
        XCTAssertTrue(scenarioContext.isEmpty)
        Given("I note which test runs me")
        XCTAssertEqual(scenarioContext["test"] as? ObjectIdentifier, ObjectIdentifier(self))
        When("I set the state to 1")
    }

    func testTheSecondOfTwoIdenticalTests() {
        XCTAssertTrue(scenarioContext.isEmpty)
        Given("I note which test runs me")
        XCTAssertEqual(scenarioContext["test"] as? ObjectIdentifier, ObjectIdentifier(self))
        When("I set the state to 1")
    }
}

/// XCTest-Gherkin's `Background()`: before each test's first step and each
/// Examples row's. (Linux has no Objective-C runtime to find it in any
/// class: there the class adopts `GivenWhenThen`, which names no setup.)
final class OnboardingTests: XCTestCase, GivenWhenThen {
    func Background() {
        Given("I launch the app")
    }

    func testTheBackgroundRunsOnceBeforeTheFirstStep() {
        Then("This value should be 100")
        And("This value should be 100")
        XCTAssertEqual(scenarioContext["launches"] as? Int, 1)
    }

    func testTheBackgroundRunsForEachRow() {
        var launches: [Int] = []
        Examples([""], ["1"], ["2"])
        Outline {
            Then("This value should be 100")
            launches.append(scenarioContext["launches"] as? Int ?? 0)
        }
        XCTAssertEqual(launches, [1, 1])
    }
}
