import Foundation
import LinkSpecRunner

/// The listing for people: each phrase with its Swift location and doc, and
/// with feature paths its uses, the unused phrases, and the undefined and
/// ambiguous steps.
extension StepsCommand {
    static func text(_ catalog: StepCatalog, _ usage: StepUsage?) -> String {
        let heads = catalog.phrases.map(\.heading)
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
                for suggestion in catalog.ranking.closest(to: step.use.text, kind: step.kind?.kind ?? .unknown) {
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
}
