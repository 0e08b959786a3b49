import CucumberMessages

/// What the Cucumber JSON report takes from a Gherkin document: the feature's
/// header and, by AST node id, each scenario (with its rule and the background
/// that runs before it), each Examples row and each step (keyword, line,
/// whether a background holds it, the line of its doc string). Pickles are
/// resolved against it as they arrive (`CucumberJSONScenario`).
struct CucumberJSONOutline {
    struct Feature {
        var uri: String
        var id: String
        var line: Int
        var keyword: String
        var name: String
        var description: String
        var tags: [Tag]
    }

    /// The background element's header: the feature's background, or the
    /// rule's when the feature has none.
    struct BackgroundHeader {
        var line: Int
        var keyword: String
        var name: String
        var description: String
    }

    struct ScenarioHeader {
        /// The element id of the scenario: `feature;[rule;]scenario`.
        var id: String
        var keyword: String
        var description: String
        var line: Int
        var background: BackgroundHeader?
    }

    struct ExamplesRow {
        /// `;examples;N`: the Examples' id part and the row's number, counting
        /// the header row as 1.
        var idSuffix: String
        var line: Int
    }

    struct StepHeader {
        var keyword: String
        var line: Int
        var docStringLine: Int?
        var inBackground: Bool
    }

    enum Node {
        case scenario(ScenarioHeader)
        case examplesRow(ExamplesRow)
        case step(StepHeader)
    }

    var feature: Feature
    /// By AST node id; read once per pickle step.
    var nodes = IdKeyedTable<Node>()

    init?(_ document: GherkinDocument) {
        guard let uri = document.uri, let feature = document.feature else { return nil }
        let featureId = CucumberJSONNaming.id(feature.name)
        self.feature = Feature(uri: uri, id: featureId, line: feature.location.line, keyword: feature.keyword ?? "",
                               name: feature.name, description: feature.description, tags: feature.tags)
        let featureBackground = feature.children.lazy.compactMap(\.background).first
        for child in feature.children {
            if let background = child.background { add(background.steps, inBackground: true) }
            if let scenario = child.scenario {
                add(scenario, idPrefix: featureId, background: featureBackground)
            }
            if let rule = child.rule {
                let ruleBackground = rule.children.lazy.compactMap(\.background).first
                let idPrefix = featureId + ";" + CucumberJSONNaming.id(rule.name)
                for ruleChild in rule.children {
                    if let background = ruleChild.background { add(background.steps, inBackground: true) }
                    if let scenario = ruleChild.scenario {
                        add(scenario, idPrefix: idPrefix, background: featureBackground ?? ruleBackground)
                    }
                }
            }
        }
    }

    private mutating func add(_ scenario: Scenario, idPrefix: String, background: Background?) {
        nodes[scenario.id] = .scenario(ScenarioHeader(
            id: idPrefix + ";" + CucumberJSONNaming.id(scenario.name), keyword: scenario.keyword,
            description: scenario.description, line: scenario.location.line,
            background: background.map {
                BackgroundHeader(line: $0.location.line, keyword: $0.keyword, name: $0.name, description: $0.description)
            }))
        add(scenario.steps, inBackground: false)
        for examples in scenario.examples {
            let examplesId = CucumberJSONNaming.id(examples.name)
            for (index, row) in examples.tableBody.enumerated() {
                nodes[row.id] = .examplesRow(ExamplesRow(idSuffix: ";\(examplesId);\(index + 2)", line: row.location.line))
            }
        }
    }

    private mutating func add(_ steps: [Step], inBackground: Bool) {
        for step in steps {
            nodes[step.id] = .step(StepHeader(keyword: step.keyword, line: step.location.line,
                                        docStringLine: step.docString?.location.line, inBackground: inBackground))
        }
    }
}

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
}
