import AppSimulation

/// `scheme-not-registered`, and `app-json-disagrees` for schemes: `app.json`'s
/// `schemes` against the Info.plist's `CFBundleURLSchemes`.
func schemeFindings(in document: AppMapDocument) -> [CheckFinding] {
    guard let plist = document.files?.infoPlist, let stated = document.statedSchemes else { return [] }
    let registered = plist.schemes.map(\.value)
    let statedLowercased = stated.map { $0.lowercased() }
    var findings: [CheckFinding] = []
    for (i, scheme) in statedLowercased.enumerated() where !registered.contains(scheme) {
        findings.append(CheckFinding(.schemeNotRegistered, at: document.location(of: "$.schemes[\(i)]"),
            "'\(scheme)' is not registered by \(plist.file) (CFBundleURLSchemes: \(listed(registered))): the OS never opens the app with it"))
    }
    let missing = registered.filter { !statedLowercased.contains($0) }
    if !missing.isEmpty {
        findings.append(CheckFinding(.appJSONDisagrees, at: document.location(of: "$.schemes"),
            "\(plist.file) also registers \(listed(missing)), which app.json's schemes leave out; runs follow \(plist.file)"))
    }
    let sharedStated = statedLowercased.filter { registered.contains($0) }
    let sharedRegistered = registered.filter { statedLowercased.contains($0) }
    if sharedStated != sharedRegistered {
        findings.append(CheckFinding(.appJSONDisagrees, at: document.location(of: "$.schemes"),
            "app.json lists the schemes in another order than \(plist.file) (\(listed(registered))); runs follow \(plist.file), whose first scheme is the one 'I open the app with ... deeplink' uses"))
    }
    return findings
}
