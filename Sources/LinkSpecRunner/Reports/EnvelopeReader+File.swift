import CucumberMessages

extension EnvelopeReader {
    /// A reader over the message stream in the file at `path`, read in large
    /// chunks; errors name the path.
    package init(path: String) throws {
        let file = try InputFile(path: path)
        self.init(name: path, chunks: { try file.read() })
    }
}
