import CucumberMessages

/// The features of the stream, in the order their documents came, with what
/// the report shows of each (name, tags, description, rules) and where each
/// scenario belongs: the report groups scenarios by feature, then by rule.
struct HTMLFeatureIndex {
    struct FeatureEntry {
        var uri: String
        var keyword: String
        var name: String
        var description: String
        var tags: [String]
        var rules: [RuleEntry] = []
        /// Rule position (in `rules`) of each scenario inside a rule, by AST id.
        var ruleOfScenario: [String: Int] = [:]
        /// Steps of the Backgrounds, by AST id: their pickle steps are marked.
        var backgroundSteps: Set<String> = []
        /// Scenarios that finished, by status, for the feature's count line.
        var counts = StatusCounts()
        var notRun = 0
    }

    struct RuleEntry {
        var keyword: String
        var name: String
        var description: String
        var tags: [String]
    }

    private(set) var features: [FeatureEntry] = []
    private var positionOfURI: [String: Int] = [:]

    subscript(position: Int) -> FeatureEntry {
        get { features[position] }
        set { features[position] = newValue }
    }

    mutating func add(_ document: GherkinDocument) {
        guard let uri = document.uri else { return }
        guard let feature = document.feature else {
            _ = position(ofURI: uri)
            return
        }
        var entry = FeatureEntry(uri: uri, keyword: feature.keyword ?? "Feature", name: feature.name,
                                 description: feature.description, tags: feature.tags.map(\.name))
        for child in feature.children {
            if let background = child.background { entry.backgroundSteps.formUnion(background.steps.map(\.id)) }
            guard let rule = child.rule else { continue }
            entry.rules.append(RuleEntry(keyword: rule.keyword, name: rule.name, description: rule.description,
                                         tags: rule.tags.map(\.name)))
            for ruleChild in rule.children {
                if let background = ruleChild.background { entry.backgroundSteps.formUnion(background.steps.map(\.id)) }
                if let scenario = ruleChild.scenario { entry.ruleOfScenario[scenario.id] = entry.rules.count - 1 }
            }
        }
        if let position = positionOfURI[uri] {
            features[position] = entry
        } else {
            positionOfURI[uri] = features.count
            features.append(entry)
        }
    }

    /// The feature of `uri`; a stream without its document gets an entry named by the URI.
    mutating func position(ofURI uri: String) -> Int {
        if let position = positionOfURI[uri] { return position }
        positionOfURI[uri] = features.count
        features.append(FeatureEntry(uri: uri, keyword: "Feature", name: "", description: "", tags: []))
        return features.count - 1
    }
}
