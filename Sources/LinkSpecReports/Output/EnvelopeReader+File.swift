import CucumberMessages
import LinkSpecPlatform

extension EnvelopeReader {
    /// A reader over the message stream in the file at `path`, read in large
    /// chunks; errors name the path (`run.ndjson: no such file`).
    package init(path: String) throws(FileError) {
        let file = try FileReader(path: path)
        self.init(name: path, chunks: { try file.read() })
    }
}
