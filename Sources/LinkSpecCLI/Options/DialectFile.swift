import Gherkin
import LinkSpecRunner

/// `--i18n-file PATH`, read the one way for every command that takes it (runs,
/// `gherkin`, `steps`, `lsp` and the language listings): the built-in
/// dialects with the file's laid over them, or its first problem as
/// `path:line:column: message`.
enum DialectFile {
    static func dialects(_ path: String?) throws(InputErrors) -> DialectTable {
        guard let path else { return .builtIn }
        do {
            return try DialectTable(path: path)
        } catch {
            throw InputErrors([InputError(path: error.path, line: error.line, column: error.column, message: error.message)])
        }
    }
}
