import CucumberMessages

/// The platforms a run runs its scenarios on (`--platform`), as selection
/// applies them to the pickles of each file:
///
/// - a scenario tagged with a platform's tag (`@ios`, `@android`) runs only on
///   the platforms it is tagged with; one tagged with neither runs on each;
/// - when the run names its platforms (several of them, or one other than the
///   default), each pickle becomes one per platform: its name ends with the
///   platform's name in brackets (`Deep link to a record [Android]`) and it
///   carries the platform's tag, so every report (the message stream, JUnit,
///   Cucumber JSON, HTML) names the platform of each test case, and
///   `merge-junit` keeps the platforms apart. The first platform's pickle
///   keeps the compiled ids; another's ids end with `-` and its tag's name.
///
/// The runner knows platforms only by their tags and names; the step library
/// knows what they are (docs/decisions/0400-platforms-in-runs.md).
package struct PlatformRuns: Sendable, Hashable {
    package struct Platform: Sendable, Hashable {
        /// `@android`.
        package var tag: String
        /// `Android`.
        package var name: String

        package init(tag: String, name: String) {
            self.tag = tag
            self.name = name
        }
    }

    /// Every platform's tag: a scenario with one of them runs only where its tags say.
    package var tags: [String]
    /// The platforms this run runs, in order; empty for a run without platforms.
    package var platforms: [Platform]
    /// Whether each pickle carries its platform's name and tag.
    package var namesPlatforms: Bool

    /// No platforms: every pickle runs once, as compiled (the Compatibility Kit's runs, tests).
    package init() {
        tags = []
        platforms = []
        namesPlatforms = false
    }

    package init(tags: [String], platforms: [Platform], namesPlatforms: Bool) {
        self.tags = tags
        self.platforms = platforms
        self.namesPlatforms = namesPlatforms
    }

    /// The pickles of one file, each on the platforms it runs on, in file order
    /// (a scenario's platforms next to each other).
    package func apply(to pickles: [Pickle]) -> [Pickle] {
        guard !platforms.isEmpty else { return pickles }
        // Most runs name no platform and most files tag none: nothing to copy.
        if !namesPlatforms, !pickles.contains(where: { $0.tags.contains { tags.contains($0.name) } }) { return pickles }
        var result: [Pickle] = []
        result.reserveCapacity(namesPlatforms ? pickles.count * platforms.count : pickles.count)
        for pickle in pickles {
            let tagged = tags.filter { tag in pickle.tags.contains { $0.name == tag } }
            for (index, platform) in platforms.enumerated() where tagged.isEmpty || tagged.contains(platform.tag) {
                result.append(namesPlatforms ? named(pickle, on: platform, first: index == 0) : pickle)
            }
        }
        return result
    }

    /// The platform a pickle of this run runs on: the one its name ends with
    /// when the run names them, else the run's only one.
    package func platform(of pickle: Pickle) -> Platform? {
        guard namesPlatforms else { return platforms.first }
        return platforms.first { pickle.name.hasSuffix(Self.suffix($0)) }
    }

    private static func suffix(_ platform: Platform) -> String { " [\(platform.name)]" }

    private func named(_ pickle: Pickle, on platform: Platform, first: Bool) -> Pickle {
        var pickle = pickle
        pickle.name += Self.suffix(platform)
        if !pickle.tags.contains(where: { $0.name == platform.tag }) {
            // The tag comes from the scenario: the pickle's own node.
            pickle.tags.append(PickleTag(name: platform.tag, astNodeId: pickle.astNodeIds.last ?? pickle.id))
        }
        if !first {
            let suffix = "-" + platform.tag.dropFirst()
            pickle.id += suffix
            for index in pickle.steps.indices { pickle.steps[index].id += suffix }
        }
        return pickle
    }
}
