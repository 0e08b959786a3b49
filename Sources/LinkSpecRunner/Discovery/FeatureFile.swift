import CucumberMessages

/// A feature file found for the run, with the lines selected in it.
package struct FeatureFile: Hashable, Sendable {
    /// The path as reports show it: relative to the current folder when the
    /// user gave a relative path, `/`-separated, without `./`.
    package var uri: String
    /// Lines of scenarios or Examples rows to run; empty means every scenario.
    package var lines: [Int]
    /// Where the lines were asked for, to report a line that selects nothing there.
    package var origin: InputError?
    /// Where the file is read from: `uri`, unless reports show it by another
    /// name (relative to a package root, say).
    package var path: String

    package init(uri: String, lines: [Int] = [], origin: InputError? = nil, path: String? = nil) {
        self.uri = uri
        self.lines = lines
        self.origin = origin
        self.path = path ?? uri
    }

    /// `.feature.md` files are Markdown with Gherkin (MDG); everything else is plain Gherkin.
    package var mediaType: Source.MediaType {
        uri.hasSuffix(".md") ? .markdown : .plain
    }
}
