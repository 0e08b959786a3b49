/// What the user told iOS before the scenario: after picking "Open in Safari" on a
/// universal link, that domain's links open in Safari until they pick the app again
/// (`When I choose to open ... links in the app`); and whether the device is in
/// Associated Domains Development mode, which `applinks:host?mode=developer` needs.
enum BrowserChoiceSteps {
    static func register(into library: inout StepLibrary<AppWorld>) {
        library.given("I chose to open {string} links in Safari",
                      doc: "The user once picked \"Open in Safari\": the domain's universal links open the browser.") { (world, host: String) in
            try world.chooseToOpenLinks(ofHost: host, inSafari: true)
        }

        library.given("associated domains development mode is on",
                      doc: "Settings > Developer > Associated Domains Development: applinks domains with ?mode=developer open the app.") { world in
            world.useAssociatedDomainsDevelopmentMode(true)
        }
    }
}
