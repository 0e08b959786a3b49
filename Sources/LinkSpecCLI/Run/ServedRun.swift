import AppFiles
import Foundation
import LinkSpecPlatform
import LinkSpecSteps
import ServedFiles

/// `linkspec Features/ --served`: the scenarios run with the files the web
/// servers serve in place of the repository's copies, fetched once for the run.
/// What the responses themselves get wrong (`served-*`, as `check --served` says
/// it) is printed before the run; a domain that serves no usable file has none,
/// as on a phone, so the scenarios that need it fail.
enum ServedRun {
    static func load(_ app: AppSource, searchingFrom folders: [String], request: ServedRequest, console: Console,
                     name: String) throws(InputErrors) -> (map: AppMap, file: String?) {
        let root = CommandLineSetup.currentFolder
        guard let file = try app.mapFile(root: root, searchingFrom: folders, hint: "name one with --app PATH") else {
            throw InputErrors([InputError(path: "--served", message: "the app map is built in Swift; --served reads an app.json and the files it names")])
        }
        let repository = try AppSource.document(atPath: file, root: root)
        var options = request.options
        if let problem = ResolveRelay.start(resolving: options.resolve) {
            throw InputErrors([InputError(path: "--resolve", message: problem)])
        }
        if Platform.isTerminal(Platform.standardError) { options.progress = { console.writeError("\(name): \($0)\n") } }
        let served = ServedCheck(options: options).fetch(for: repository)
        for finding in served.findings { console.writeError("\(finding)\n") }
        return (try AppSource.document(atPath: file, root: root, served: served.copies).map, file)
    }
}
