import CucumberMessages

/// The features of the stream in the order their documents came, with their
/// rules: the report groups scenarios by feature, then by rule.
struct HTMLFeatureIndex {
    struct FeatureEntry {
        var uri: String
        /// Nil for a stream without the feature: the entry is named by the URI.
        var feature: Feature?
        var rules: [Rule] = []
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

    /// The document at `uri` arrived, with its outline; sent again, it replaces its entry.
    mutating func add(uri: String, outline: DocumentOutline?) {
        let position = position(ofURI: uri)
        guard let feature = outline?.feature else { return }
        features[position] = FeatureEntry(uri: uri, feature: feature, rules: outline?.rules.map(\.rule) ?? [])
    }

    /// The feature of `uri`, given an entry when it has none yet.
    mutating func position(ofURI uri: String) -> Int {
        if let position = positionOfURI[uri] { return position }
        positionOfURI[uri] = features.count
        features.append(FeatureEntry(uri: uri))
        return features.count - 1
    }
}
