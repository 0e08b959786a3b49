import LinkSpecTesting
import Testing

/// The Swift Testing style: each scenario and Examples row of a folder is one
/// test case of a parameterised test, named after it.
@Suite struct SwiftTestingStyleTests {
    @Test(arguments: LinkSpec.scenarios("Features/navigation", "Features/workflows"))
    func demoAppAcceptance(_ scenario: Scenario) throws {
        try scenario.run(app: .file("Features/app.json"))
    }

    @Test(arguments: LinkSpec.scenarios("Tests/LinkSpecTestingTests/Features/team"))
    func teamSteps(_ scenario: Scenario) throws {
        try scenario.run(app: .file("Features/app.json"), steps: TeamSteps.library)
    }

    @Test(arguments: LinkSpec.scenarios("Tests/LinkSpecTestingTests/Features/routing_function"))
    func teamRoutingFunction(_ scenario: Scenario) throws {
        try scenario.run(app: .file("Features/app.json", routing: TeamRouting.route))
    }

    @Test(arguments: LinkSpec.scenarios("Tests/LinkSpecTestingTests/Features/small_app"))
    func appMapBuiltInSwift(_ scenario: Scenario) throws {
        try scenario.run(app: .map(try SmallApp.map()))
    }

    @Test func everyScenarioAndExamplesRowIsOneNamedCase() throws {
        let scenarios = LinkSpec.scenarios("Tests/LinkSpecTestingTests/Features/team")
        #expect(scenarios.count == 5)
        #expect(Set(scenarios.map(\.location)).count == 5, "each case has its own path:LINE")
        let names = scenarios.map(\.testDescription)
        #expect(names.contains { $0.hasPrefix("A push for appointment 42 presents it (Tests/LinkSpecTestingTests/Features/team/push_notifications.feature:") })
    }
}
