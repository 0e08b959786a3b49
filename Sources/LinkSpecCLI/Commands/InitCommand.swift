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
        var buildSettings: [(name: String, value: String)] = []
        var appID: String?
    }

    static let options = CommandOptions<Values>("linkspec init", [
        .help("PATH", "the project or package folder to search (default: the current folder)"),
        .value("--out", value: "FOLDER", help: "where app.json and \(AppMapDraft.featureName) go (default: PATH/Features)") { $0.out = $1 },
        .value("--info-plist", value: "PATH", help: "the app's Info.plist, in place of the one found") { $0.infoPlist = $1 },
        .value("--entitlements", value: "PATH", help: "the app's entitlements, in place of the ones found") { $0.entitlements = $1 },
        .value("--aasa", value: "DOMAIN=PATH", help: "the apple-app-site-association file of DOMAIN (repeatable),",
               "beside the ones found for other domains (DOMAIN's file serves *.DOMAIN too)") { values, text in
            let (domain, path) = try pair(text, option: "--aasa", shape: "DOMAIN=PATH")
            values.siteAssociations.append((domain, path))
        },
        .value("--build-setting", value: "NAME=VALUE", help: "an Xcode build setting the Info.plist or entitlements use (repeatable),",
               "over what the project's .xcconfig files and project.pbxproj set") { values, text in
            let (name, value) = try pair(text, option: "--build-setting", shape: "NAME=VALUE")
            values.buildSettings.append((name, value))
        },
        .value("--app-id", value: "TEAMID.BUNDLE_ID", help: "the app's app ID, in place of the one the project and the AASA",
               "files suggest (init lists the candidates)") { values, text in
            guard AppMapDraft.isAppID(text) else {
                throw UsageError("init: '--app-id' is TEAMID.BUNDLE_ID (ten capitals and digits, a dot, the bundle ID), got '\(text)'")
            }
            values.appID = text
        },
    ], argument: { values, word in
        guard values.path == nil else { throw UsageError("init: one PATH only, got '\(values.path!)' and '\(word)'") }
        values.path = word
    })

    /// `NAME=VALUE` of an option, both parts non-empty.
    private static func pair(_ text: String, option: String, shape: String) throws -> (String, String) {
        guard let equals = text.firstIndex(of: "="), equals != text.startIndex, text.index(after: equals) != text.endIndex else {
            throw UsageError("init: '\(option)' is \(shape), got '\(text)'")
        }
        return (String(text[..<equals]), String(text[text.index(after: equals)...]))
    }

    static func helpText(_ name: String) -> String { """
    USAGE: \(name) init [PATH] [--out FOLDER] [--info-plist PATH] [--entitlements PATH] [--aasa DOMAIN=PATH]...
                       [--build-setting NAME=VALUE]... [--app-id TEAMID.BUNDLE_ID]

    Finds the app's Info.plist, entitlements, apple-app-site-association files and
    build settings (.xcconfig files, project.pbxproj) under PATH (not in build output,
    Pods, Carthage or test targets) and writes FOLDER/app.json, which names them, with
    the app's own deep-link scheme, a stub screen and route for the custom schemes
    and for each AASA rule that opens the app, and FOLDER/\(AppMapDraft.featureName),
    a scenario for each route, which passes. A build setting nothing sets gets a
    placeholder value. Names the app map's JSON Schema in "$schema" for editors:
    a linkspec checkout's, else a copy it writes beside app.json (\(AppMapSchema.fileName),
    also printed by `\(name) schema`). Prints what it found and what to fill in next.
    It never overwrites a file: when app.json or the feature exists, nothing is written.

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
        request.buildSettings = values.buildSettings
        request.appID = values.appID
        // The running executable's own path: `CommandLine.arguments[0]` is only
        // `linkspec` when the shell found it through PATH.
        let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0], relativeTo: current)
        let schema = AppMapSchemaFile.choose(outFolder: outFolder, executable: executable, project: folder)
        let shownSchema = (shownOut as NSString).appendingPathComponent(AppMapSchema.fileName)
        switch schema {
        case .existing(let url), .write(let url): request.schema = url
        case .blocked: break
        }
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
            if case .write(let url) = schema { try AtomicFile.write(to: url.path) { try $0.write(bytes: AppMapSchema.text.utf8) } }
        } catch {
            // Whole or not at all: a map without its feature (or its schema) is taken back.
            try? FileManager.default.removeItem(at: targets[0].0)
            try? FileManager.default.removeItem(at: targets[1].0)
            console.writeError("\(shownOut):1:1: cannot write: \(error)\n")
            return ExitCode.usage
        }
        var found = draft.found
        var wrote = targets.map(\.1)
        var fillIn = draft.fillIn
        switch schema {
        case .existing(let url):
            found.append("\(url.path): the app map's JSON Schema, named in \"$schema\" for editors")
        case .write:
            wrote.append(shownSchema + " (the app map's JSON Schema, named in \"$schema\" for editors)")
        case .blocked:
            fillIn.insert("$schema: \(shownSchema) exists and is not the app map's JSON Schema, so app.json names none; "
                          + "`\(setup.name) schema > FILE` writes it, then name FILE in \"$schema\"", at: 0)
        }
        var text = "Found:\n" + found.map { "  \($0)\n" }.joined()
        text += "Wrote:\n" + wrote.map { "  \($0)\n" }.joined()
        text += "Fill in next:\n" + fillIn.map { "  \($0)\n" }.joined()
        let run = path == "." && values.out == nil ? "\(setup.name) Features/" : "\(setup.name) \(shownOut)"
        text += "Then run: \(run)   and   \(setup.name) check --app \(targets[0].1)\n"
        console.write(text)
        return ExitCode.success
    }
}
