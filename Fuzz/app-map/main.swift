import PlatformLinkRules

/// Fuzzes the app-map loader (`AppMap.decode`): any bytes give a map or located
/// issues. A map that loads is then driven with links built from its own schemes,
/// hosts and route patterns, logged out and logged in, through both channels and
/// every other entry point, then removed, reached by a link, installed and opened.
/// The same bytes are read as an apple-app-site-association file too.
@_cdecl("LLVMFuzzerTestOneInput")
public func appMapFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    checkSiteAssociation(bytes)
    let map: AppMap
    do {
        map = try AppMap.decode(bytes, file: "fuzz.json")
    } catch {
        invariant(!error.issues.isEmpty, "an app map was rejected without an issue")
        let lineCount = bytes.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        for issue in error.issues {
            invariant(issue.path.hasPrefix("$"), "issue path \(issue.path) is not a JSON path")
            invariant(!issue.message.isEmpty, "issue at \(issue.path) has no message")
            // An issue in a file the map names (an Info.plist, an AASA) has that file's lines.
            if let line = issue.line, issue.file == nil || issue.file == "fuzz.json" {
                invariant(line >= 1 && line <= lineCount, "issue line \(line) outside 1...\(lineCount)")
            }
            if let column = issue.column { invariant(column >= 1, "issue column \(column) < 1") }
        }
        _ = error.description
        return 0
    }
    var app = SimulatedApp(map: map)
    app.launch()
    let links = sampleLinks(for: map)
    for link in links { app.openChecked(link, via: .system) }
    app.logIn(as: "fuzz")
    for link in links { app.openChecked(link, via: .inApp) }
    _ = try? app.enterPassword(map.clinicalAccessPassword ?? "")
    for link in links.prefix(4) { app.openChecked(link, via: .system) }
    let entryPoints = OpeningChannel.allCases.filter { $0 != .system && $0 != .inApp }
    for (index, link) in links.prefix(2 * entryPoints.count).enumerated() { app.openChecked(link, via: entryPoints[index % entryPoints.count]) }
    app.removeApp()
    for link in links.prefix(2) { app.openChecked(link, via: .messages) }
    app.answerPastePrompt(allowing: true)
    try? app.installAndOpen()
    _ = SimulatedAppView(app).stateDescription
    return 0
}

/// A few links the map's own routes claim, with sample values for their parameters.
private func sampleLinks(for map: AppMap) -> [String] {
    var links: [String] = []
    let prefixes = map.schemes.prefix(2).map { "\($0)://" } + map.universalLinkHosts.prefix(1).map { "https://\($0)/" }
    for route in map.routes.prefix(8) {
        var path = ""
        var inBraces = false
        for character in route.pattern {
            switch character {
            case "{": inBraces = true; path += "7"
            case "}": inBraces = false
            default: if !inBraces { path.append(character) }
            }
        }
        for prefix in prefixes { links.append(prefix + path) }
        links.append(path)
    }
    return Array(links.prefix(24))
}

/// An AASA reads to located problems or an error, never a crash; every link of
/// its own components gets a verdict that names a rule.
private func checkSiteAssociation(_ bytes: [UInt8]) {
    let lineCount = bytes.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    let association: SiteAssociation
    do {
        association = try SiteAssociation.read(bytes, host: "fuzz.example", file: "aasa.json")
    } catch {
        invariant(error.location.line >= 1 && error.location.line <= lineCount, "AASA error line \(error.location.line) outside 1...\(lineCount)")
        return
    }
    for problem in association.problems {
        invariant(problem.path.hasPrefix("$") && !problem.message.isEmpty, "AASA problem without a path or message")
        invariant(problem.location.line >= 1 && problem.location.line <= lineCount, "AASA problem line \(problem.location.line) outside 1...\(lineCount)")
    }
    for section in association.services.values {
        for app in section.apps {
            invariant(app.location.line >= 1 && app.location.line <= lineCount, "AASA app ID line \(app.location.line) outside 1...\(lineCount)")
        }
    }
    for entry in association.details.prefix(4) {
        for appID in entry.appIDs.prefix(2) {
            for component in (entry.components ?? []).prefix(8) {
                for url in LinkSamples.links(for: association.effectiveRule(of: component, in: entry), host: "fuzz.example").prefix(4) {
                    let verdict = association.verdict(for: url, appID: appID.value)
                    invariant(verdict.reason.hasPrefix("fuzz.example AASA: "), "a verdict without its rule: \(verdict.reason)")
                }
            }
        }
    }
}
