/// One option of a command, declared once: its names, the value it takes, its
/// line in the help, and what it sets. A command's parser and the OPTIONS
/// section of its help are both made from its declarations, so the two cannot
/// disagree.
struct CommandOption<Values>: Sendable {
    /// The names it answers to (`-f`, `--format`); none for a line of help only.
    let names: [String]
    /// What its value is called in the help (`PATH`); nil for a flag.
    let value: String?
    /// How the help shows it (its names and value); nil leaves it out of the help.
    let shown: String?
    /// Its help, each further line under the first.
    let help: [String]
    let set: @Sendable (inout Values, String) throws -> Void
    /// For an option whose value may be left out (`--served`, `--served cdn`): the
    /// values it takes as the next word; `set` gets "" when none is given.
    var optionalChoices: [String]? = nil

    /// An option that takes a value: `--app PATH` or `--app=PATH`.
    static func value(_ names: String..., value: String, help: String...,
                      set: @escaping @Sendable (inout Values, String) throws -> Void) -> Self {
        CommandOption(names: names, value: value, shown: names.joined(separator: ", ") + " " + value, help: help, set: set)
    }

    /// An option whose value may be left out: `--served`, `--served cdn`, `--served=all`.
    static func optionalValue(_ names: String..., choices: [String], help: String...,
                              set: @escaping @Sendable (inout Values, String) throws -> Void) -> Self {
        CommandOption(names: names, value: nil, shown: names.joined(separator: ", ") + " [" + choices.joined(separator: "|") + "]",
                      help: help, set: set, optionalChoices: choices)
    }

    /// A flag: `--no-ast`.
    static func flag(_ names: String..., help: String..., set: @escaping @Sendable (inout Values) -> Void) -> Self {
        CommandOption(names: names, value: nil, shown: names.joined(separator: ", "), help: help) { values, _ in set(&values) }
    }

    /// A flag the help does not show: one only tools pass (`--stdio`).
    static func hiddenFlag(_ names: String...) -> Self {
        CommandOption(names: names, value: nil, shown: nil, help: []) { _, _ in }
    }

    /// A line of help for something the parser does not read as an option
    /// (`PATH:LINE`, or `--version`, which the command answers first).
    static func help(_ shown: String, _ help: String...) -> Self {
        CommandOption(names: [], value: nil, shown: shown, help: help) { _, _ in }
    }
}

/// How every command reads its words: options declared once as
/// `CommandOption`s (`--name value`, `--name=value`, flags), `-h` and
/// `--help`, `--` before arguments that start with `-`, and the arguments.
/// Mistakes are usage errors naming the command: `unknown option '--colour'
/// for 'linkspec draw'`.
struct CommandOptions<Values>: Sendable {
    /// The command as a user types it (`linkspec draw`), for messages; a
    /// team's executable puts its own name in place of `linkspec`.
    let command: String
    let options: [CommandOption<Values>]
    /// What a word that is not an option does; nil for a command that takes none.
    let argument: (@Sendable (inout Values, String) throws -> Void)?

    init(_ command: String, _ options: [CommandOption<Values>],
         argument: (@Sendable (inout Values, String) throws -> Void)? = nil) {
        self.command = command
        self.options = options
        self.argument = argument
    }

    /// `Run 'linkspec draw --help' for usage.`
    var hint: String { "Run '\(command) --help' for usage." }

    /// ` for 'linkspec draw'` after a mistake in a subcommand's words; nothing
    /// for the main command, whose name the hint already gives.
    private var naming: String { command.contains(" ") ? " for '\(command)'" : "" }

    /// The values `words` set, starting from `values`; nil when they ask for the help.
    func parse(_ words: [String], into values: Values) throws -> Values? {
        var values = values
        var arguments = Arguments(words)
        while let word = arguments.next() {
            if word == "-h" || word == "--help" { return nil }
            if word == "--" {
                for rest in arguments.rest() { try take(rest, into: &values) }
                continue
            }
            guard word.hasPrefix("-"), word.count > 1 else {
                try take(word, into: &values)
                continue
            }
            guard let option = options.first(where: { $0.names.contains(word) }) else {
                throw UsageError("unknown option '\(word)'\(naming)", hint: hint)
            }
            if let choices = option.optionalChoices {
                let value = arguments.optionalValue(among: choices) ?? ""
                try pointingAtHelp { try option.set(&values, value) }
                continue
            }
            try pointingAtHelp { try option.set(&values, option.value == nil ? "" : try arguments.value(for: word)) }
        }
        return values
    }

    private func take(_ word: String, into values: inout Values) throws {
        guard let argument else { throw UsageError("unexpected argument '\(word)'\(naming)", hint: hint) }
        try pointingAtHelp { try argument(&values, word) }
    }

    /// A mistake in an option's value or an argument points at this command's help.
    private func pointingAtHelp(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as UsageError where error.hint == UsageError.defaultHint {
            throw UsageError(error.message, hint: hint)
        }
    }

    /// The OPTIONS section of the help: each option's names and value, then
    /// its help from one column on; `-h, --help` last.
    var help: String {
        var lines = options.compactMap { option in option.shown.map { ($0, option.help) } }
        lines.append(("-h, --help", ["show this help"]))
        let column = min((lines.map(\.0.count).max() ?? 0) + 3, 27)
        var text = "OPTIONS:\n"
        for (shown, help) in lines {
            let first = shown.count < column ? shown.padding(toLength: column, withPad: " ", startingAt: 0) : shown + "  "
            text += "  " + first + (help.first ?? "") + "\n"
            for more in help.dropFirst() { text += String(repeating: " ", count: column + 2) + more + "\n" }
        }
        return text
    }
}

/// Option values read the same way by every command.
enum OptionValue {
    /// `text` as a whole number within `range`, or a usage error naming the option.
    static func wholeNumber(_ text: String, for option: String, in range: ClosedRange<Int>) throws(UsageError) -> Int {
        guard let number = Int(text), range.contains(number) else {
            throw UsageError("'\(option)' expects a whole number from \(range.lowerBound) to \(range.upperBound), got '\(text)'")
        }
        return number
    }
}
