/// What iOS does with a universal link met in the browser: typed into Safari's
/// address bar it stays in Safari; tapped on a web page it opens the app only
/// from another domain; and the user can send a domain's links back to the app
/// after choosing "Open in Safari".
enum BrowserSteps {
    static func register(into library: inout StepLibrary<AppWorld>) {
        library.when("I type {string} into Safari's address bar",
                     doc: "Safari loads the URL itself: an https link stays in the browser, a custom scheme goes to the OS.") { (world, url: String) in
            world.typeIntoSafari(url)
        }

        library.when("I tap {string} on a web page of {string}",
                     doc: "Taps a link on a page of that domain: the same domain stays in the browser, another goes to the OS.") { (world, url: String, host: String) in
            world.tapLink(url, onPageOf: host)
        }

        library.when("I choose to open {string} links in the app",
                     doc: "Sends the domain's universal links back to the app after \"Open in Safari\".") { (world, host: String) in
            try world.chooseToOpenLinks(ofHost: host, inSafari: false)
        }
    }
}
