import AppSimulation
import LinkSpecJSON
import PlatformLinkRules

/// The JSON of one of the app's files (an AASA, an assetlinks.json): text that
/// is not JSON is an error at its place, as the OS cannot use the file at all.
func readAppFileJSON(_ bytes: [UInt8], file: String) throws(AppFileError) -> JSONValue {
    do {
        return try JSONReader.read(bytes)
    } catch {
        throw AppFileError("not valid JSON: \(error.message)", at: FileLocation(file: file, line: error.line, column: error.column))
    }
}
