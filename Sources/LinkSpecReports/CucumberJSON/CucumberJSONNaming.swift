import CucumberMessages

/// The ids of the Cucumber JSON report, as cucumber-jvm makes them.
enum CucumberJSONNaming {
    /// A name as an id part: lower-cased, with ASCII white space (Java's `\s`),
    /// `'`, `_`, `,` and `!` each turned into `-`. Worked on UTF-8 bytes (the
    /// replaced characters are all ASCII); a name in plain ASCII, the usual
    /// case, is lower-cased there too, without a `String` per character.
    static func id(_ name: String) -> String {
        var bytes = Array(name.utf8)
        var isASCII = true
        for index in bytes.indices {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), 0x0B, 0x0C, UInt8(ascii: "\r"),
                 UInt8(ascii: "'"), UInt8(ascii: "_"), UInt8(ascii: ","), UInt8(ascii: "!"):
                bytes[index] = UInt8(ascii: "-")
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                bytes[index] += 0x20
            case 0x80...:
                isASCII = false
            default:
                break
            }
        }
        let id = String(decoding: bytes, as: UTF8.self)
        return isASCII ? id : id.lowercased()
    }

    /// The element ids of the pickles as they come: `feature;[rule;]scenario`,
    /// then `;examples;N` for an Examples row (N counts the header row as 1).
    /// A document's pickles come together, and an outline's rows one after
    /// another, so the last feature's, scenario's and Examples' id parts are
    /// kept: each name is made an id once, not once per row.
    struct Ids {
        private var feature: (document: Int, id: String)?
        private var scenario: (document: Int, node: String, id: String)?
        private var examples: (name: String, id: String)?

        mutating func id(of pickle: Pickle, scenario info: DocumentOutline.ScenarioInfo,
                         row: DocumentOutline.ExamplesRowInfo?, in outline: DocumentOutline) -> String {
            var id: String
            if let scenario, scenario.document == outline.ordinal, scenario.node == pickle.astNodeIds[0] {
                id = scenario.id
            } else {
                id = featureId(outline)
                if let rule = outline.ruleName(of: info) { id += ";" + CucumberJSONNaming.id(rule) }
                id += ";" + CucumberJSONNaming.id(info.name)
                scenario = (outline.ordinal, pickle.astNodeIds[0], id)
            }
            guard let row else { return id }
            if examples?.name != row.examplesName {
                examples = (row.examplesName, CucumberJSONNaming.id(row.examplesName))
            }
            return id + ";\(examples?.id ?? "");\(row.rowNumber + 1)"
        }

        mutating func featureId(_ outline: DocumentOutline) -> String {
            if let feature, feature.document == outline.ordinal { return feature.id }
            let id = CucumberJSONNaming.id(outline.feature?.name ?? "")
            feature = (outline.ordinal, id)
            return id
        }
    }
}
