import AppFiles
import Foundation
import LinkSpecJSON

/// `linkspec check`: the app map cross-checked with the app's own files, by
/// `AppCheck`'s rules.
enum CheckCommand {
    static let subcommand = LinkSpecCommand.Subcommand(
        "check", summary: "cross-check app.json, Info.plist, entitlements and AASA files",
        options: options, defaults: Values(), help: helpText, run: run)

    struct Values {
        var app: String?
        var json = false
    }

    static let options = CommandOptions<Values>("linkspec check", [
        .app { $0.app = $1 },
        .textOrJSON("check") { $0.json = $1 },
    ])

    static func run(_ values: Values, console: Console, setup: CommandLineSetup) throws -> Int32 {
        let root = CommandLineSetup.currentFolder
        var findings: [CheckFinding] = []
        let file: String?
        do {
            file = try setup.app(explicit: values.app).mapFile(root: root, searchingFrom: [root], hint: "name one with --app PATH")
            if let file { findings = AppCheck.findings(in: try AppSource.document(atPath: file, root: root)) }
        } catch {
            console.writeError(error.description + "\n")
            return ExitCode.usage
        }
        guard let file else {
            throw UsageError("check: the app map is built in Swift; check reads an app.json and the files it names",
                             hint: "Give one with --app PATH.")
        }
        console.write(values.json ? jsonReport(findings, app: AppSource.shown(file, root: root)) : textReport(findings))
        return findings.isEmpty ? ExitCode.success : ExitCode.failure
    }

    static func textReport(_ findings: [CheckFinding]) -> String {
        findings.map { "\($0)\n" }.joined()
            + (findings.isEmpty ? "no findings\n" : "\(findings.count) finding\(findings.count == 1 ? "" : "s")\n")
    }

    /// `{"app": PATH, "findings": [{"rule", "file", "line", "column", "message"}]}`, one line.
    static func jsonReport(_ findings: [CheckFinding], app: String) -> String {
        var json = JSONWriter(reservingCapacity: 1024)
        json.beginObject()
        json.field("app", app)
        json.objects("findings", findings) { finding, json in
            json.field("rule", finding.rule.rawValue)
            json.field("file", finding.location.file)
            json.field("line", finding.location.line)
            json.field("column", finding.location.column)
            json.field("message", finding.message)
        }
        json.endObject()
        json.endLine()
        return String(decoding: json.takeBytes(), as: UTF8.self)
    }

    static func helpText(_ name: String) -> String { """
    USAGE: \(name) check [--app PATH] [--format text|json]

    Cross-checks the app's artefacts and prints each finding as
    path:line:column: rule-id: message, at the place in the file at fault:
      route-not-in-aasa        a universal-link route whose links no AASA lets open the app
      aasa-path-without-route  an AASA component whose links no route handles
      scheme-not-registered    a scheme in app.json that Info.plist does not register
      domain-without-aasa      an associated domain with no AASA named for it
      aasa-app-id-missing      an AASA whose details never list the app's ID
      gate-bypass              a screen marked login or clinicalAccess shown by a route without it
      aasa-syntax              unknown keys, wrong types, legacy and new forms mixed in an AASA
      app-json-disagrees       app.json states schemes or domains the app's files say otherwise

    With --format json, one line: {"app", "findings": [{"rule", "file", "line",
    "column", "message"}]}.

    \(options.help)
    EXIT CODES: 0 no findings, 1 findings, 2 usage error or input that cannot be read.

    """
    }
}
