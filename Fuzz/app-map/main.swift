/// Fuzzes the app-map loader (`AppMap.decode`): any bytes give a map or located
/// issues. A map that loads is then driven with links built from its own schemes,
/// hosts and route patterns, logged out and logged in, through both channels.
@_cdecl("LLVMFuzzerTestOneInput")
public func appMapFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    let map: AppMap
    do {
        map = try AppMap.decode(bytes, file: "fuzz.json")
    } catch {
        invariant(!error.issues.isEmpty, "an app map was rejected without an issue")
        let lineCount = bytes.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        for issue in error.issues {
            invariant(issue.path.hasPrefix("$"), "issue path \(issue.path) is not a JSON path")
            invariant(!issue.message.isEmpty, "issue at \(issue.path) has no message")
            if let line = issue.line {
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
    _ = app.stateDescription
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
