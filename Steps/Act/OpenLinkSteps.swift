import LinkSpecRunner
import SimulatedApp

/// Opening links by the three channels: the OS with the app's own scheme, the
/// OS with any URL, and the in-app router (which bypasses the OS).
enum OpenLinkSteps {
    static func register(into library: inout StepLibrary<AppWorld>) {
        // `<first registered scheme>://<text>`, as the OS hands it over.
        library.when("I open the app with {string} deeplink") { (world, path: String) in
            guard let scheme = world.map.schemes.first else {
                throw world.failure("the app map registers no scheme, so there is no deep link to open")
            }
            world.open("\(scheme)://\(path)", via: .system)
        }
        library.when("I open the app with {string} deep link") { (world, path: String) in
            guard let scheme = world.map.schemes.first else {
                throw world.failure("the app map registers no scheme, so there is no deep link to open")
            }
            world.open("\(scheme)://\(path)", via: .system)
        }

        // Any scheme, or an https universal link: the OS decides whether the app opens.
        library.when("I open {string}") { (world, url: String) in
            world.open(url, via: .system)
        }

        // Babylon's TabDeeplinkRouter: a full URL of any scheme, or an intent path.
        library.when("I open {string} from inside the app") { (world, link: String) in
            world.open(link, via: .inApp)
        }
    }
}
