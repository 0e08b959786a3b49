import AppFiles
import Foundation
import LinkSpecReports

/// `linkspec init [PATH]`: a first `app.json` and feature file for an app,
/// from its Info.plist, entitlements and AASA files (`AppMapDraft`).
enum InitCommand {
    static let subcommand = LinkSpecCommand.Subcommand(
        "init", summary: "write a first app.json and feature file from the app's Info.plist, entitlements and AASA",
        options: options, defaults: Values(), help: helpText, run: run)

    struct Values {
        var path: String?
        var out: String?
        var infoPlist: String?
        var entitlements: String?
        var siteAssociations: [(domain: String, path: String)] = []
    }

    static let options = CommandOptions<Values>("linkspec init", [
        .help("PATH", "the project or package folder to search (default: the current folder)"),
        .value("--out", value: "FOLDER", help: "where app.json and \(AppMapDraft.featureName) go (default: PATH/Features)") { $0.out = $1 },
        .value("--info-plist", value: "PATH", help: "the app's Info.plist, in place of the one found") { $0.infoPlist = $1 },
        .value("--entitlements", value: "PATH", help: "the app's entitlements, in place of the ones found") { $0.entitlements = $1 },
        .value("--aasa", value: "DOMAIN=PATH", help: "the apple-app-site-association file of DOMAIN (repeatable),",
               "in place of the ones found") { values, text in
            guard let equals = text.firstIndex(of: "="), equals != text.startIndex, text.index(after: equals) != text.endIndex else {
                throw UsageError("init: '--aasa' is DOMAIN=PATH, got '\(text)'")
            }
            values.siteAssociations.append((String(text[..<equals]), String(text[text.index(after: equals)...])))
        },
    ], argument: { values, word in
        guard values.path == nil else { throw UsageError("init: one PATH only, got '\(values.path!)' and '\(word)'") }
        values.path = word
    })

    static func helpText(_ name: String) -> String { """
    USAGE: \(name) init [PATH] [--out FOLDER] [--info-plist PATH] [--entitlements PATH] [--aasa DOMAIN=PATH]...

    Finds the app's Info.plist, entitlements and apple-app-site-association files
    under PATH (not in build output, Pods, Carthage or test targets) and writes
    FOLDER/app.json, which names them, with a stub screen and route for the custom
    schemes and for each AASA rule that opens the app, and FOLDER/\(AppMapDraft.featureName),
    a scenario for each route, which passes. Prints what it found and what to fill
    in next. It never overwrites a file: when either exists, nothing is written.

    \(options.help)
    EXIT CODES: 0 written, 2 usage error, a file that cannot be read, or a file that exists.

    """
    }

    static func run(_ values: Values, console: Console, setup: CommandLineSetup) throws -> Int32 {
        let current = URL(fileURLWithPath: CommandLineSetup.currentFolder)
        let path = values.path ?? "."
        let folder = URL(fileURLWithPath: path, relativeTo: current).standardizedFileURL
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            console.writeError("\(path):1:1: not a folder to search\n")
            return ExitCode.usage
        }
        let shownOut = values.out ?? (path == "." ? "Features" : (path as NSString).appendingPathComponent("Features"))
        let outFolder = URL(fileURLWithPath: shownOut, relativeTo: current).standardizedFileURL
        let targets = [(outFolder.appendingPathComponent("app.json"), (shownOut as NSString).appendingPathComponent("app.json")),
                       (outFolder.appendingPathComponent(AppMapDraft.featureName),
                        (shownOut as NSString).appendingPathComponent(AppMapDraft.featureName))]
        // Every target is checked before anything is read or written.
        for (url, shown) in targets where FileManager.default.fileExists(atPath: url.path) {
            console.writeError("\(shown):1:1: exists; linkspec init never overwrites a file (nothing was written)\n")
            return ExitCode.usage
        }
        var request = AppMapDraft.Request(folder: folder, shownFolder: path, outFolder: outFolder, shownOutFolder: shownOut)
        request.infoPlist = values.infoPlist
        request.entitlements = values.entitlements
        request.siteAssociations = values.siteAssociations
        // The running executable's own path: `CommandLine.arguments[0]` is only
        // `linkspec` when the shell found it through PATH.
        let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0], relativeTo: current)
        request.schema = AppMapSchemaFile.find(from: [outFolder, executable])
        let draft: AppMapDraft
        do {
            draft = try AppMapDraft.make(request)
        } catch {
            console.writeError("\(error)\n")
            return ExitCode.usage
        }
        do {
            try FileManager.default.createDirectory(at: outFolder, withIntermediateDirectories: true)
            try AtomicFile.write(to: targets[0].0.path) { try $0.write(bytes: draft.appJSON.utf8) }
            try AtomicFile.write(to: targets[1].0.path) { try $0.write(bytes: draft.feature.utf8) }
        } catch {
            // Whole or not at all: a map without its feature is taken back.
            try? FileManager.default.removeItem(at: targets[0].0)
            console.writeError("\(shownOut):1:1: cannot write: \(error)\n")
            return ExitCode.usage
        }
        var text = "Found:\n" + draft.found.map { "  \($0)\n" }.joined()
        text += "Wrote:\n" + targets.map { "  \($0.1)\n" }.joined()
        text += "Fill in next:\n" + draft.fillIn.map { "  \($0)\n" }.joined()
        let run = path == "." && values.out == nil ? "\(setup.name) Features/" : "\(setup.name) \(shownOut)"
        text += "Then run: \(run)   and   \(setup.name) check --app \(targets[0].1)\n"
        console.write(text)
        return ExitCode.success
    }
}
