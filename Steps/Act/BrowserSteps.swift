import LinkSpecRunner
import AppSimulation

/// What iOS does with a universal link met in the browser: typed into Safari's
/// address bar it stays in Safari; tapped on a web page it opens the app only
/// from another domain; and the user can send a domain's links back to the app
/// after choosing "Open in Safari".
enum BrowserSteps {
    static func register(into library: inout StepLibrary<AppWorld>) {
        library.when("I type {string} into Safari's address bar",
                     doc: "Safari loads the URL itself: an https link stays in the browser, a custom scheme goes to the OS.") { (world, url: String) in
            world.open(url) { app in app.typeIntoSafari(url) }
        }

        library.when("I tap {string} on a web page of {string}",
                     doc: "Taps a link on a page of that domain: the same domain stays in the browser, another goes to the OS.") { (world, url: String, host: String) in
            world.open(url) { app in app.tapLink(url, onPageOf: host) }
        }

        library.when("I choose to open {string} links in the app",
                     doc: "Sends the domain's universal links back to the app after \"Open in Safari\".") { (world, host: String) in
            try chooseWhereLinksOpen(host, inSafari: false, world)
        }
    }

    /// A domain the app claims, or a failure naming the ones it does.
    static func chooseWhereLinksOpen(_ host: String, inSafari: Bool, _ world: AppWorld) throws {
        guard world.map.claimsUniversalLinks(onHost: host) else {
            let hosts = world.map.universalLinkHosts.map(quote)
            throw world.failure("the app claims no universal links on \(quote(host)); its domains are "
                                + (hosts.isEmpty ? "(none)" : hosts.joined(separator: ", ")))
        }
        world.perform { app in app.chooseToOpenLinks(ofHost: host, inSafari: inSafari) }
    }
}
