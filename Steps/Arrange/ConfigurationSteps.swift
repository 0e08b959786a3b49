/// What the app is configured with: flavour, disabled intents, password,
/// pending link policy. Each names something of the app map, and a name the
/// map does not know fails the step with the names it does.
enum ConfigurationSteps {
    static func register(into library: inout StepLibrary<AppWorld>) {
        library.given("the app flavour is {string}", doc: "Runs the app as this flavour of the app map: its disabled intents do nothing.",
                      roles: [.flavour]) { (world, flavour: String) in
            try world.useFlavour(flavour)
        }

        library.given("the {string} deep link intent is disabled", doc: "Disables this intent of the app map for the scenario.",
                      roles: [.intent]) { (world, intent: String) in
            try world.disableIntent(intent)
        }

        library.given("the clinical access password is {string}", doc: "Sets the password the clinical access prompt accepts.") { (world, password: String) in
            world.useClinicalAccessPassword(password)
        }

        library.given("the pending link policy is {string}",
                      doc: "Sets what happens to links that wait for login: \"latest\", \"queue\" or \"drop\".") { (world, name: String) in
            guard let policy = PendingPolicy(rawValue: name) else {
                throw world.failure("unknown pending link policy \(quote(name)); the policies are "
                                    + quoted(PendingPolicy.allCases.map(\.rawValue)))
            }
            world.usePendingPolicy(policy)
        }
    }
}
