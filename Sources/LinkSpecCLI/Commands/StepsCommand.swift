import Foundation
import Gherkin
import LinkSpecJSON
import LinkSpecRunner
import LinkSpecSteps

/// `linkspec steps [--format text|json] [PATH...]`: every phrase the run would
/// know, with its keyword, expression, parameter types, Swift location and doc;
/// with feature paths also where each phrase is used, the phrases no step uses
/// and the steps no phrase binds (with the closest phrases), as the `usage`
/// formatters of cucumber-ruby and cucumber-js do, without running anything.
///
/// Exit codes: 0 listed; 2 a usage error or a feature file that does not parse.
enum StepsCommand {
    static let subcommand = LinkSpecCommand.Subcommand(
        name: "steps",
        summary: "list the step phrases, and with feature paths where each is used",
        run: { words, console, setup in try run(words, console: console, setup: setup) })

    struct Values {
        var json = false
        var i18nFile: String?
        var paths: [String] = []
    }

    /// Written with `linkspec`; the dispatcher puts a team's executable's name in.
    static let options = CommandOptions<Values>("linkspec steps", [
        .value("--format", "-f", value: "text|json", help: "text for people (default); json for tools (see the README)") { values, format in
            switch format {
            case "text": values.json = false
            case "json": values.json = true
            default: throw UsageError("steps: unknown format '\(format)' (known formats: text, json)")
            }
        },
        .value("--i18n-file", value: "PATH", help: "extra Gherkin languages (gherkin-languages.json format)") { $0.i18nFile = $1 },
    ], argument: { $0.paths.append($1) })

    static func helpText(_ name: String) -> String { """
    USAGE: \(name) steps [--format text|json] [--i18n-file PATH] [PATH...]

    Lists every step phrase a run knows: its keyword, expression, parameter types,
    Swift file and line, and what it does. With feature files or folders, also how
    often and where each phrase is used, the phrases no step uses, and the steps
    no phrase binds, with the closest phrases. Nothing runs.

    \(options.help)
    EXIT CODES: 0 listed, 2 usage error or a feature file that does not parse.

    """
    }

    /// How many uses of a phrase the text lists before "N more".
    static let listedUses = 5

    /// Lists the setup's phrases: the standard ones and a team's.
    static func run(_ words: [String], console: Console, setup: CommandLineSetup = .standard) throws -> Int32 {
        let library = setup.library
        guard let values = try options.parse(words, into: Values()) else {
            console.write(helpText(setup.name))
            return ExitCode.success
        }
        let paths = values.paths, json = values.json, i18nFile = values.i18nFile
        let catalog: StepCatalog
        let usage: StepUsage?
        do {
            catalog = try StepCatalog(library)
            usage = paths.isEmpty ? nil : StepUsage(catalog: catalog, features: try load(paths, i18nFile: i18nFile))
        } catch {
            for problem in error.errors { console.writeError("\(problem)\n") }
            return ExitCode.usage
        }
        console.write(json ? self.json(catalog, usage) : text(catalog, usage))
        return ExitCode.success
    }

    private static func load(_ paths: [String], i18nFile: String?) throws(InputErrors) -> [ParsedFeature] {
        return try FeatureLoader(dialects: try DialectFile.dialects(i18nFile)).load(try FeatureFinder().find(paths)).features
    }

    /// A definition's Swift file as a person or a tool opens it: relative to
    /// the current folder when inside it, else as compiled; `Module/File.swift`
    /// when the path is unknown.
    static func path(of location: CodeLocation) -> String {
        guard let path = location.filePath else { return location.file }
        let current = FileManager.default.currentDirectoryPath
        let prefix = current.hasSuffix("/") ? current : current + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    // MARK: text

    static func text(_ catalog: StepCatalog, _ usage: StepUsage?) -> String {
        let heads = catalog.phrases.map(head)
        let width = min(heads.map(\.count).max() ?? 0, 72)
        func line(_ left: String, _ comment: String, indent: String = "") -> String {
            (indent + left).padding(toLength: max(width, indent.count + left.count), withPad: " ", startingAt: 0)
                + " # " + comment + "\n"
        }
        var text = ""
        for (index, phrase) in catalog.phrases.enumerated() {
            text += line(heads[index], "\(path(of: phrase.location)):\(phrase.location.line)")
            if let doc = phrase.doc { text += "    " + doc + "\n" }
            guard let usage else { continue }
            let uses = usage.uses[index]
            if uses.isEmpty {
                text += "    UNUSED\n"
                continue
            }
            let count = usage.useCount(ofPhrase: index)
            text += "    \(count) \(count == 1 ? "use" : "uses"):\n"
            for use in uses.prefix(listedUses) {
                text += line(use.keyword + use.text, "\(use.uri):\(use.line)" + (use.count > 1 ? " (\(use.count) times)" : ""),
                             indent: "      ")
            }
            if uses.count > listedUses { text += "      \(uses.count - listedUses) more\n" }
        }
        guard let usage else { return text }
        let unused = catalog.phrases.indices.filter { usage.uses[$0].isEmpty }
        text += "\n\(catalog.phrases.count) phrases, \(unused.count) unused; \(usage.stepCount) steps, "
            + "\(usage.undefined.reduce(0) { $0 + $1.use.count }) undefined, \(usage.ambiguous.reduce(0) { $0 + $1.use.count }) ambiguous\n"
        if !unused.isEmpty {
            text += "\nUnused phrases:\n"
            for index in unused {
                let phrase = catalog.phrases[index]
                text += line(heads[index], "\(path(of: phrase.location)):\(phrase.location.line)", indent: "  ")
            }
        }
        if !usage.undefined.isEmpty {
            text += "\nUndefined steps:\n"
            for step in usage.undefined {
                text += line(step.use.keyword + step.use.text, "\(step.use.uri):\(step.use.line)", indent: "  ")
                for suggestion in catalog.closest(to: step.use.text, kind: step.kind?.kind ?? .unknown) {
                    text += "      did you mean: \(suggestion.text)\n"
                }
            }
        }
        if !usage.ambiguous.isEmpty {
            text += "\nAmbiguous steps:\n"
            for step in usage.ambiguous {
                text += line(step.use.keyword + step.use.text, "\(step.use.uri):\(step.use.line)", indent: "  ")
                for index in step.phrases { text += "      matches: \(heads[index])\n" }
            }
        }
        return text
    }

    /// `Given the {string} tab is selected`, a regular expression between
    /// slashes with its parameter types.
    private static func head(_ phrase: StepCatalog.Phrase) -> String {
        let keyword = phrase.keyword == .any ? "*" : phrase.keyword.rawValue
        switch phrase.pattern {
        case .expression(let source):
            return "\(keyword) \(source)"
        case .regex(let source):
            let types = phrase.parameterTypes.map { $0.isEmpty ? "anonymous" : $0 }
            return "\(keyword) /\(source)/" + (types.isEmpty ? "" : " (\(types.joined(separator: ", ")))")
        }
    }

    // MARK: JSON

    static func json(_ catalog: StepCatalog, _ usage: StepUsage?) -> String {
        var json = JSONWriter()
        json.beginObject()
        json.key("phrases")
        json.beginArray()
        for (index, phrase) in catalog.phrases.enumerated() {
            json.beginObject()
            json.field("keyword", phrase.keyword.rawValue)
            json.field("expression", phrase.pattern.source)
            json.field("patternType", phrase.pattern.isRegex ? "REGULAR_EXPRESSION" : "CUCUMBER_EXPRESSION")
            json.field("parameterTypes", phrase.parameterTypes)
            json.field("doc", ifPresent: phrase.doc)
            json.key("location")
            writeLocation(path(of: phrase.location), phrase.location.line, into: &json)
            if let usage {
                json.field("useCount", usage.useCount(ofPhrase: index))
                json.key("uses")
                writeUses(usage.uses[index], into: &json)
            }
            json.endObject()
        }
        json.endArray()
        if let usage {
            json.field("stepCount", usage.stepCount)
            json.key("undefined")
            json.beginArray()
            for step in usage.undefined {
                json.beginObject()
                writeUseFields(step.use, into: &json)
                json.key("didYouMean")
                json.beginArray()
                for suggestion in catalog.closest(to: step.use.text, kind: step.kind?.kind ?? .unknown) {
                    json.beginObject()
                    json.field("keyword", suggestion.keyword.rawValue)
                    json.field("expression", suggestion.pattern.source)
                    json.field("phrase", suggestion.definition)
                    json.endObject()
                }
                json.endArray()
                json.endObject()
            }
            json.endArray()
            json.key("ambiguous")
            json.beginArray()
            for step in usage.ambiguous {
                json.beginObject()
                writeUseFields(step.use, into: &json)
                json.key("phrases")
                json.beginArray()
                for index in step.phrases { json.int(index) }
                json.endArray()
                json.endObject()
            }
            json.endArray()
        }
        json.endObject()
        json.endLine()
        return String(decoding: json.bytes, as: UTF8.self)
    }

    private static func writeLocation(_ uri: String, _ line: Int, into json: inout JSONWriter) {
        json.beginObject()
        json.field("uri", uri)
        json.field("line", line)
        json.endObject()
    }

    private static func writeUses(_ uses: [StepUsage.Use], into json: inout JSONWriter) {
        json.beginArray()
        for use in uses {
            json.beginObject()
            writeUseFields(use, into: &json)
            json.endObject()
        }
        json.endArray()
    }

    private static func writeUseFields(_ use: StepUsage.Use, into json: inout JSONWriter) {
        json.field("keyword", use.keyword)
        json.field("text", use.text)
        json.key("location")
        writeLocation(use.uri, use.line, into: &json)
        json.field("count", use.count)
    }
}

extension StepPattern {
    var isRegex: Bool {
        if case .regex = self { return true }
        return false
    }
}
