import AppSimulation
import LinkSpecReports

/// `linkspec draw`: a picture of the app after links are opened, for READMEs
/// and design reviews.
enum DrawCommand {
    static let subcommand = LinkSpecCommand.Subcommand(
        "draw", summary: "draw the app as an SVG after opening deep links",
        options: options, defaults: Values(), help: helpText, run: run)

    struct Values {
        var app: String?
        var links: [String] = []
        var out: String?
        var platform: PlatformChoice?
    }

    static let options = CommandOptions<Values>("linkspec draw", [
        .app { $0.app = $1 },
        .value("--link", value: "URL", help: "a link to open (repeatable; a full URL, as the OS opens it)") { $0.links.append($1) },
        .value("--out", value: "FILE", help: "write the SVG there, whole or not at all (default: standard output)") { $0.out = $1 },
        .platform(allowingAll: false, help: "the phone whose OS opens the links (default: ios; android for a map of Android files only)") {
            $0.platform = $1
        },
    ])

    static func helpText(_ name: String) -> String { """
    USAGE: \(name) draw [--app PATH] [--link URL]... [--out FILE] [--platform ios|android]

    Draws the app as an SVG picture of a phone: the selected tab's screen, its
    navigation stack and tab bar, presented sheets, the password prompt, and links
    waiting. The app is launched logged in as a mock user, then each link is opened
    by the OS of the phone (--platform: Android judges links by the manifest's
    intent filters and App Links verification), in order; what became of each is
    printed on standard error.

    \(options.help)
    EXIT CODES: 0 drawn, 2 usage error, broken app map or unwritable file.

    """
    }

    static func run(_ values: Values, console: Console, setup: CommandLineSetup) throws -> Int32 {
        var app: SimulatedApp
        do throws(InputErrors) {
            let loaded = try setup.loadApp(explicit: values.app)
            // A map of Android files only describes an Android app (docs/decisions/1001-platform-of-a-map.md).
            let platform = values.platform ?? (loaded.map.describesIOSApp ? .iOS : .android)
            if let problem = platform.problem(with: loaded.map) { throw InputErrors([InputError(path: loaded.shown, message: problem)]) }
            app = SimulatedApp(map: loaded.map, routing: loaded.source.routing, platform: platform == .android ? .android : .iOS)
        } catch {
            console.writeError(error.description + "\n")
            return ExitCode.usage
        }
        app.launch()
        app.logIn(as: "mock user")
        for link in values.links {
            console.writeError("\(link): \(app.open(link, via: .system))\n")
        }
        let svg = app.picture().svg
        guard let outPath = values.out else {
            console.write(svg)
            return ExitCode.success
        }
        try AtomicFile.write(to: outPath) { try $0.write(bytes: svg.utf8) }
        return ExitCode.success
    }
}
