import CucumberMessages
import LinkSpecReports

/// Where the phrases of a catalog are used in feature files, as the `usage`
/// formatters of cucumber-ruby and cucumber-js report it without running
/// anything: for each phrase the steps it binds (a Background step once for
/// each scenario it runs in, an outline step once for each Examples row), and
/// the steps no phrase binds or several do.
package struct StepUsage: Sendable {
    /// Steps of one line and text, and how many pickle steps they are.
    package struct Use: Hashable, Sendable {
        package var uri: String
        package var line: Int
        /// As written, with its trailing space (`And `).
        package var keyword: String
        /// As the pickle has it (outline placeholders filled in).
        package var text: String
        package var count: Int
    }

    /// A step no phrase binds, or several do (`phrases`: their indices).
    package struct Unbound: Hashable, Sendable {
        package var use: Use
        package var kind: PickleStepType?
        package var phrases: [Int]
    }

    /// For each phrase of the catalog, in its order: its uses in file order.
    package private(set) var uses: [[Use]]
    package private(set) var undefined: [Unbound] = []
    package private(set) var ambiguous: [Unbound] = []
    /// Every pickle step looked at.
    package private(set) var stepCount = 0

    package init(catalog: StepCatalog, features: [ParsedFeature]) {
        uses = Array(repeating: [], count: catalog.phrases.count)
        var undefinedIndex: [Use: Int] = [:]
        var ambiguousIndex: [Use: Int] = [:]
        // Keyed by the uses as first seen, their count 0.
        var useIndex = Array(repeating: [Use: Int](), count: catalog.phrases.count)
        for feature in features {
            let outline = DocumentOutline(feature.document)
            for pickle in feature.pickles {
                for step in pickle.steps {
                    stepCount += 1
                    var use = Use(uri: pickle.uri, line: pickle.location?.line ?? 0, keyword: "", text: step.text, count: 0)
                    if let node = step.astNodeIds.first, case .step(let info)? = outline.nodes[node] {
                        use.keyword = info.keyword
                        use.line = info.line
                    }
                    let bindings = catalog.bindings(of: step.text, kind: step.type?.kind ?? .unknown)
                    switch bindings.count {
                    case 0:
                        Self.count(use, in: &undefined, \.use, index: &undefinedIndex) {
                            Unbound(use: $0, kind: step.type, phrases: [])
                        }
                    case 1:
                        Self.count(use, in: &uses[bindings[0].phrase], \.self, index: &useIndex[bindings[0].phrase]) { $0 }
                    default:
                        Self.count(use, in: &ambiguous, \.use, index: &ambiguousIndex) {
                            Unbound(use: $0, kind: step.type, phrases: bindings.map(\.phrase))
                        }
                    }
                }
            }
        }
    }

    package func useCount(ofPhrase index: Int) -> Int {
        uses[index].reduce(0) { $0 + $1.count }
    }

    /// One more step of `use` in `list`: counted where it was first seen, or
    /// added there (`make`) with a count of 1.
    private static func count<Item>(_ use: Use, in list: inout [Item], _ path: WritableKeyPath<Item, Use>,
                                    index: inout [Use: Int], making make: (Use) -> Item) {
        if let at = index[use] {
            list[at][keyPath: path].count += 1
        } else {
            index[use] = list.count
            var first = use
            first.count = 1
            list.append(make(first))
        }
    }
}
