import CucumberMessages

/// Tags are inherited from feature, rule, scenario and Examples block. They are
/// converted once per level, and every pickle of a level shares its array.
enum PickleTags {
    /// `inherited` followed by `tags`; the same array (no copy) when there are none to add.
    static func appending(_ tags: [Tag], to inherited: [PickleTag]) -> [PickleTag] {
        if tags.isEmpty { return inherited }
        var all: [PickleTag] = []
        all.reserveCapacity(inherited.count + tags.count)
        all.append(contentsOf: inherited)
        for tag in tags { all.append(PickleTag(name: tag.name, astNodeId: tag.id)) }
        return all
    }
}
