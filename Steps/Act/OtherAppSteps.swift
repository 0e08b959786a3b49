/// Links met in other apps and in the app's own web content: Messages, Mail and
/// Notes open universal links in the app; an in-app browser's first page stays
/// on the web; a web view's navigation opens the app; the app opening its own
/// universal link gets Safari; a Smart App Banner hands over its app-argument.
enum OtherAppSteps {
    static func register(into library: inout StepLibrary<AppWorld>) {
        library.when("I tap {string} in Messages", doc: "A link tapped in Messages: the OS opens it.",
                     roles: [.link(.url)]) { (world, url: String) in
            world.open(url, via: .messages)
        }
        library.when("I tap {string} in Mail", doc: "A link tapped in Mail: the OS opens it.",
                     roles: [.link(.url)]) { (world, url: String) in
            world.open(url, via: .mail)
        }
        library.when("I tap {string} in Notes", doc: "A link tapped in Notes: the OS opens it.",
                     roles: [.link(.url)]) { (world, url: String) in
            world.open(url, via: .notes)
        }
        library.when("I open {string} as the first page of an in-app browser",
                     doc: "SFSafariViewController's first page stays on the web: it never opens an app.") { (world, url: String) in
            world.open(url, via: .inAppBrowser)
        }
        library.when("I tap {string} in a web view", doc: "A WKWebView navigation: a universal link opens the app.",
                     roles: [.link(.url)]) { (world, url: String) in
            world.open(url, via: .webView)
        }
        library.when("the app opens {string} itself",
                     doc: "UIApplication.open from the app: its own universal link opens Safari; a registered scheme opens it.") { (world, url: String) in
            world.open(url, via: .appItself)
        }
        library.when("the app opens {string} itself with universal links only",
                     doc: "UIApplication.open with universalLinksOnly: nothing opens, and it reports false, where no other app claims it.") { (world, url: String) in
            world.open(url, via: .appItselfUniversalLinksOnly)
        }
        library.when("I tap Open on the Smart App Banner of {string}",
                     doc: "The page's app-argument (its URL) arrives as an opened URL; not installed, the App Store opens.",
                     roles: [.link(.inApp)]) { (world, page: String) in
            world.open(page, via: .smartAppBanner)
        }
        library.when("I tap Open on the Smart App Banner of {string} with app-argument {string}",
                     doc: "The banner of a page whose app-argument is given: it arrives as an opened URL.") { (world, _: String, argument: String) in
            world.open(argument, via: .smartAppBanner)
        }
    }
}
