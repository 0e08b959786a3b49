
/// `linkspec schema`: the app map's JSON Schema this executable carries, for
/// editors (`linkspec schema > app-map.schema.json`, then name the file in
/// app.json's `"$schema"`).
enum SchemaCommand {
    static let subcommand = LinkSpecCommand.Subcommand(
        "schema", summary: "print the app map's JSON Schema (app.json's \"$schema\" names a copy for editors)",
        options: options, defaults: Values(), help: helpText, run: run)

    struct Values {}

    static let options = CommandOptions<Values>("linkspec schema", [])

    static func helpText(_ name: String) -> String { """
    USAGE: \(name) schema

    Prints the JSON Schema (draft 2020-12) of app.json that this \(name) reads,
    the one `\(name) init` writes beside a map as \(AppMapSchema.fileName) when no
    linkspec checkout provides it. Editors validate and complete app.json with the
    file its "$schema" names, a path relative to app.json:

        \(name) schema > Features/\(AppMapSchema.fileName)
        "$schema": "\(AppMapSchema.fileName)"

    EXIT CODES: 0 printed, 2 usage error.

    """
    }

    static func run(_ values: Values, console: Console, setup: CommandLineSetup) throws -> Int32 {
        console.write(AppMapSchema.text)
        return ExitCode.success
    }
}
