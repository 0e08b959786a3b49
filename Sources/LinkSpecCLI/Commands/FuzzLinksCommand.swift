import Foundation
import LinkFuzzing
import AppSimulation

/// `linkspec fuzz-links`: `LinkFuzzer` on the command line's app, guarded
/// against a router that crashes or hangs (`FuzzRunGuard`).
enum FuzzLinksCommand {
    static let subcommand = LinkSpecCommand.Subcommand(
        "fuzz-links", summary: "attack the app map with generated deep links and report broken rules",
        options: options, defaults: Options(), help: helpText, run: run)

    struct Options {
        var app: String?
        var seed: UInt64?
        var count = FuzzConfiguration.defaultCount
    }

    static let options = CommandOptions<Options>("linkspec fuzz-links", [
        .app { $0.app = $1 },
        .value("--seed", value: "N", help: "the seed of the generator (default: random, printed); the same seed repeats a run") {
            guard let seed = UInt64($1) else { throw UsageError("'--seed' expects a whole number from 0 to \(UInt64.max), got '\($1)'") }
            $0.seed = seed
        },
        .value("--count", value: "N", help: "how many links to try, each in every situation (default \(FuzzConfiguration.defaultCount))") {
            $0.count = try OptionValue.wholeNumber($1, for: "--count", in: 1...100_000_000)
        },
    ])

    static func run(_ options: Options, console: Console, setup: CommandLineSetup) throws -> Int32 {
        let source: AppSource
        let map: AppMap
        let shown: String
        do {
            (source, map, shown) = try setup.loadApp(explicit: options.app)
        } catch {
            console.writeError(error.description + "\n")
            return ExitCode.usage
        }
        let seed = options.seed ?? UInt64.random(in: 0...UInt64(UInt32.max))
        let routed = source.routing == nil ? "" : ", routed by the team's routing function"
        console.write("\(setup.name) fuzz-links: \(shown)\(routed), seed \(seed) (repeat with --seed \(seed))\n")
        console.flush()

        let guardian = FuzzRunGuard()
        guardian.startWatchdog()
        defer { guardian.finish() }
        let report = LinkFuzzer(map: map, routing: source.routing, configuration: FuzzConfiguration(seed: seed, count: options.count, command: setup.name)).run(observer: guardian)
        console.write(report.text)
        return report.isClean ? ExitCode.success : ExitCode.failure
    }

    static func helpText(_ name: String) -> String { """
    USAGE: \(name) fuzz-links [--app PATH] [--seed N] [--count N]

    Attacks the app map with generated and mutated deep links (every scheme, universal-link
    host and route; hostile parameters, lookalike hosts, user-info tricks, encodings), in
    every situation (OS and in-app; logged out, logged in, cold start, background, a link
    waiting for login, the password prompt up, clinical access granted; each flavour), and
    checks rules that must hold for every app:
      - a screen marked clinicalAccess (or login) is never shown without it;
      - a flavour-disabled intent never changes the screen stack;
      - a web view never shows a host outside allowedWebHosts;
      - every link ends routed, ignored, discarded or pending, with its reason in the log,
        and the router never crashes or loops.
    Each violation is printed once (by kind and route) as a minimal link and a scenario to paste.

    \(options.help)
    EXIT CODES: 0 no violation, 1 violations found, 2 usage or app-map error.

    """
    }
}
