import CucumberMessages

/// The features of the stream, in the order their documents came, with what
/// the report shows of each (name, tags, description, rules), taken from the
/// documents' outlines: the report groups scenarios by feature, then by rule.
struct HTMLFeatureIndex {
    struct FeatureEntry {
        var uri: String
        var keyword: String
        var name: String
        var description: String
        var tags: [String]
        var rules: [DocumentOutline.RuleInfo] = []
        /// Scenarios that finished, by status, for the feature's count line.
        var counts = StatusCounts()
        var notRun = 0
    }

    private(set) var features: [FeatureEntry] = []
    private var positionOfURI: [String: Int] = [:]

    subscript(position: Int) -> FeatureEntry {
        get { features[position] }
        set { features[position] = newValue }
    }

    /// The document at `uri` arrived, with its outline (nil or without a
    /// feature: the entry is named by the URI); sent again, it replaces its entry.
    mutating func add(uri: String, outline: DocumentOutline?) {
        guard let feature = outline?.feature else {
            _ = position(ofURI: uri)
            return
        }
        let entry = FeatureEntry(uri: uri, keyword: feature.keyword ?? "Feature", name: feature.name,
                                 description: feature.description, tags: feature.tags.map(\.name),
                                 rules: outline?.rules ?? [])
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
