import Foundation
import LinkSpecReports
import LinkSpecRunner
import LinkSpecSteps
import AppSimulation

extension AppSource {
    /// The app map of a test's run: a relative path from the package root,
    /// `.nearest` from the folders of the suite's feature files. Every problem
    /// as `path:line:column: message`; a map without Android files for a run
    /// on Android is one too.
    func loadMap(for suite: FeatureSuite) throws(LinkSpecError) -> AppMap {
        let folders = suite.features.map { ($0.absolutePath as NSString).deletingLastPathComponent }
        let loaded: (map: AppMap, file: String?)
        do {
            loaded = try load(root: suite.root.path, searchingFrom: folders, hint: "pass app: .file(\"path/app.json\")")
        } catch {
            throw LinkSpecError(error)
        }
        if let problem = suite.platform.problem(with: loaded.map) {
            throw LinkSpecError([InputError(path: loaded.file.map { suite.root.display($0) } ?? "platform", message: problem)])
        }
        return loaded.map
    }
}

extension AppSource {
    /// The app map of a test's Swift step calls: a relative path from the
    /// package root; `.nearest` from the test file's folder upwards, else
    /// from the package's `Features/` folder (where `linkspec` looks when
    /// given no path).
    func loadMap(testFile: String, root: PackageRoot) throws(LinkSpecError) -> AppMap {
        var folders = [(testFile as NSString).deletingLastPathComponent]
        if case .nearest = map, (try? mapFile(root: root.path, searchingFrom: folders, hint: "")) == nil {
            folders = [root.resolve("Features")]
        }
        do {
            return try loadMap(root: root.path, searchingFrom: folders, hint: "pass app: .file(\"Features/app.json\")")
        } catch {
            throw LinkSpecError(error)
        }
    }
}

extension AppUnderTest {
    /// The app a test runs against, as the reports name it: its name and routes.
    init(_ map: AppMap) {
        self.init(name: map.name, routes: map.routes.map(\.name))
    }
}
