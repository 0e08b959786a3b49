import AppFiles
import Foundation
import LinkSpecJSON
import LinkSpecPlatform
import ServedFiles

/// `linkspec check`: the app map cross-checked with the app's own files, by
/// `AppCheck`'s rules.
enum CheckCommand {
    static let subcommand = LinkSpecCommand.Subcommand(
        "check", summary: "cross-check app.json, Info.plist, entitlements and AASA files",
        options: options, defaults: Values(), help: helpText, run: run)

    struct Values {
        var app: String?
        var json = false
        var served = ServedRequest()
    }

    static let options = CommandOptions<Values>("linkspec check", [
        .app { $0.app = $1 },
        .textOrJSON("check") { $0.json = $1 },
    ] + CommandOption<Values>.served { values, update in try update(&values.served) })

    static func run(_ values: Values, console: Console, setup: CommandLineSetup) throws -> Int32 {
        let root = CommandLineSetup.currentFolder
        let served = try values.served.validated()
        if served.isOn, let code = try ServedTrust.runTrusting(served.options, console: console) { return code }
        var findings: [CheckFinding] = []
        let file: String?
        var document: AppMapDocument?
        do {
            file = try setup.app(explicit: values.app).mapFile(root: root, searchingFrom: [root], hint: "name one with --app PATH")
            if let file {
                document = try AppSource.document(atPath: file, root: root)
                findings = document.map(AppCheck.findings) ?? []
            }
        } catch {
            console.writeError(error.description + "\n")
            return ExitCode.usage
        }
        guard let file else {
            throw UsageError("check: the app map is built in Swift; check reads an app.json and the files it names",
                             hint: "Give one with --app PATH.")
        }
        if served.isOn, let document {
            findings = try servedFindings(served, console: console, document: document, file: file, root: root, repository: findings)
        }
        console.write(values.json ? jsonReport(findings, app: AppSource.shown(file, root: root)) : textReport(findings))
        return findings.contains { $0.severity == .finding } ? ExitCode.failure : ExitCode.success
    }

    /// `--served`: the repository's findings, then the served files' (each once), in file order.
    static func servedFindings(_ served: ServedRequest, console: Console, document: AppMapDocument, file: String, root: String,
                               repository: [CheckFinding]) throws -> [CheckFinding] {
        var options = served.options
        if let problem = ResolveRelay.start(resolving: options.resolve) { throw UsageError(problem) }
        if Platform.isTerminal(Platform.standardError) {
            options.progress = { line in console.writeError(line + "\n") }
        }
        let app = ServedCheck.App(bytes: try AppMap.fileBytes(atPath: file), file: AppSource.shown(file, root: root),
                                  folder: URL(fileURLWithPath: file).deletingLastPathComponent())
        var seen: Set<CheckFinding> = []
        return (repository + ServedCheck(options: options).findings(app: app, repository: document)).filter { seen.insert($0).inserted }.sorted {
            ($0.location.file, $0.location.line, $0.location.column, $0.rule.rawValue, $0.message)
                < ($1.location.file, $1.location.line, $1.location.column, $1.rule.rawValue, $1.message)
        }
    }

    /// Each finding and note on its line, then `2 findings, 1 note` (`no findings` when there are none).
    static func textReport(_ findings: [CheckFinding]) -> String {
        let failing = findings.filter { $0.severity == .finding }.count
        let notes = findings.count - failing
        return findings.map { "\($0)\n" }.joined()
            + (failing == 0 ? "no findings" : "\(failing) finding\(failing == 1 ? "" : "s")")
            + (notes == 0 ? "" : ", \(notes) note\(notes == 1 ? "" : "s")") + "\n"
    }

    /// `{"app": PATH, "findings": [{"rule", "severity", "file", "line", "column", "message"}]}`, one line.
    static func jsonReport(_ findings: [CheckFinding], app: String) -> String {
        var json = JSONWriter(reservingCapacity: 1024)
        json.beginObject()
        json.field("app", app)
        json.objects("findings", findings) { finding, json in
            json.field("rule", finding.rule.rawValue)
            json.field("severity", finding.severity.rawValue)
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
    USAGE: \(name) check [--app PATH] [--format text|json] [--served [origin|cdn|google|all] ...]

    Cross-checks the app's artefacts and prints each finding as
    path:line:column: rule-id: message, at the place in the file at fault:
      route-not-in-aasa        a universal-link route whose links no AASA lets open the app
      aasa-path-without-route  an AASA component whose links no route handles
      scheme-not-registered    a scheme in app.json that Info.plist does not register
      domain-without-aasa      an associated domain with no AASA for it
      aasa-app-id-missing      an AASA whose details never list the app's ID
      gate-bypass              a screen marked login or clinicalAccess shown by a route without it
      aasa-syntax              unknown keys, wrong types, appID with appIDs in an AASA
      app-json-disagrees       app.json states schemes or domains the app's files say otherwise
      third-party-scheme       the deep-link scheme looks like a login callback (fb..., Google)
    and each note, which does not fail, as path:line:column: note: rule-id: message:
      aasa-paths-ignored       legacy paths beside components, which iOS 13 and later ignore
      build-setting-unset      a build setting the files use that buildSettings leaves unset
      developer-mode-domain    an applinks domain with ?mode=developer
      auto-verify-unused       android:autoVerify on a filter with no http(s) scheme, which does nothing

    With --served, also what the web servers serve (the location is the URL, or
    the served file's line), every rule above run on the served files, and:
      served-unreachable       no answer: DNS, connection, TLS handshake, timeout (with the cause)
      served-certificate       the server's certificate is not trusted, expired or for another host
      served-redirect          a 3xx: neither Apple's CDN nor Android's verifier follows one
      served-status            not 200 (with the first bytes of an HTML body)
      served-content-type      not application/json
      served-too-large         an AASA over 128 KB (any file over 1 MB)
      served-not-json          the body is not JSON (an HTML page, text)
      served-syntax            the body is broken JSON, at the served file's line
      served-differs           the served file is not the repository's: the links whose fate changes
      served-cdn-stale         (--served cdn) Apple's CDN hands phones another AASA than the server's
      served-google-differs    (--served google) Google's Digital Asset Links API sees other statements

    With --format json, one line: {"app", "findings": [{"rule", "severity", "file",
    "line", "column", "message"}]}, severity "finding" or "note".

    \(options.help)
    EXIT CODES: 0 no findings (notes only), 1 findings, 2 usage error or input that cannot be read.

    """
    }
}
