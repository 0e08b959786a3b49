import LinkSpecRunner
import SimulatedApp

/// `linkspec draw [--app PATH] [--link URL]... [--out FILE]`: a picture of the app
/// after the given links are opened, in order, by the OS, from a launch logged in
/// as a mock user; for READMEs and design reviews. The SVG goes to `--out`
/// (written whole or not at all) or to standard output; what became of each link
/// goes to standard error.
enum DrawCommand {
    static let subcommand = LinkSpecCommand.Subcommand(
        name: "draw",
        summary: "draw the app as an SVG after opening deep links",
        run: { words, console, setup in try run(words, console: console, setup: setup) })

    /// Written with `linkspec`; the dispatcher puts a team's executable's name in.
    static let hint = "Run 'linkspec draw --help' for usage."

    static func helpText(_ name: String) -> String { """
    USAGE: \(name) draw [--app PATH] [--link URL]... [--out FILE]

    Draws the app as an SVG picture of a phone: the selected tab's screen, its
    navigation stack and tab bar, presented sheets, the password prompt, and links
    waiting. The app is launched logged in as a mock user, then each link is opened
    by the OS, in order; what became of each is printed on standard error.

    OPTIONS:
      --app PATH     the app map (default: the nearest app.json in the current folder or above)
      --link URL     a link to open (repeatable; a full URL, as the OS opens it)
      --out FILE     write the SVG there, whole or not at all (default: standard output)
      -h, --help     show this help

    EXIT CODES: 0 drawn, 2 usage error, broken app map or unwritable file.

    """
    }

    static func run(_ words: [String], console: Console, setup: CommandLineSetup = .standard) throws -> Int32 {
        var appPath: String?
        var links: [String] = []
        var outPath: String?
        var arguments = Arguments(words)
        while let word = arguments.next() {
            switch word {
            case "-h", "--help":
                console.write(helpText(setup.name))
                return ExitCode.success
            case "--app": appPath = try arguments.value(for: word)
            case "--link": links.append(try arguments.value(for: word))
            case "--out": outPath = try arguments.value(for: word)
            default:
                throw UsageError(word.hasPrefix("-") ? "draw: unknown option '\(word)'" : "draw: unexpected argument '\(word)'",
                                 hint: hint)
            }
        }
        var app: SimulatedApp
        do {
            let loaded = try setup.loadApp(explicit: appPath)
            app = SimulatedApp(map: loaded.map, routing: loaded.source.routing)
        } catch {
            console.writeError(error.description + "\n")
            return ExitCode.usage
        }
        app.launch()
        app.logIn(as: "mock user")
        for link in links {
            console.writeError("\(link): \(app.open(link, via: .system))\n")
        }
        let svg = app.picture().svg
        guard let outPath else {
            console.write(svg)
            return ExitCode.success
        }
        var output: AtomicFile?
        do {
            let file = try AtomicFile(path: outPath)
            output = file
            try file.write(bytes: svg.utf8)
            try file.commit()
            return ExitCode.success
        } catch {
            output?.discard()
            console.writeError("\(setup.name): \(error)\n")
            return ExitCode.usage
        }
    }
}
