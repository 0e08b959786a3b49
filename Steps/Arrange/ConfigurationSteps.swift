import LinkSpecRunner
import AppSimulation

/// What the app is configured with: flavour, disabled intents, password,
/// pending link policy. Each names something of the app map, and a name the
/// map does not know fails the step with the names it does.
enum ConfigurationSteps {
    static func register(into library: inout StepLibrary<AppWorld>) {
        library.given("the app flavour is {string}", doc: "Runs the app as this flavour of the app map: its disabled intents do nothing.",
                      roles: [.flavour]) { (world, flavour: String) in
            guard world.map.flavour(named: flavour) != nil else {
                let known = world.map.flavours.map { quote($0.name) }
                throw world.failure("unknown app flavour \(quote(flavour)); the app map's flavours are "
                                    + (known.isEmpty ? "(none)" : known.joined(separator: ", ")))
            }
            world.perform { app in app.flavour = flavour }
        }

        library.given("the {string} deep link intent is disabled", doc: "Disables this intent of the app map for the scenario.",
                      roles: [.intent]) { (world, intent: String) in
            let intents = knownIntents(world.map)
            guard intents.contains(where: { $0.lowercased() == intent.lowercased() }) else {
                throw world.failure("unknown intent \(quote(intent)); the app map's intents are "
                                    + intents.map(quote).joined(separator: ", "))
            }
            world.perform { app in app.disableIntent(intent) }
        }

        library.given("the clinical access password is {string}", doc: "Sets the password the clinical access prompt accepts.") { (world, password: String) in
            world.perform { app in app.clinicalAccessPassword = password }
        }

        library.given("the pending link policy is {string}",
                      doc: "Sets what happens to links that wait for login: \"latest\", \"queue\" or \"drop\".") { (world, name: String) in
            guard let policy = PendingPolicy(rawValue: name) else {
                throw world.failure("unknown pending link policy \(quote(name)); the policies are "
                                    + PendingPolicy.allCases.map { quote($0.rawValue) }.joined(separator: ", "))
            }
            try world.usePendingPolicy(policy)
        }
    }

    /// Every route's intent, once each, in the map's order.
    static func knownIntents(_ map: AppMap) -> [String] {
        var seen: Set<String> = []
        return map.routes.map(\.intent).filter { seen.insert($0.lowercased()).inserted }
    }
}
