/// One capture group of a match, with the groups nested inside it — the shape
/// of Cucumber Messages' `Group` in `stepMatchArgumentsLists`.
public struct MatchGroup: Sendable, Hashable {
    /// The matched text; `nil` when the group did not take part (`( not)?`).
    public var value: String?
    /// Offset of the match in the step text, in UTF-16 code units as Cucumber
    /// Messages count; `nil` when the group did not take part.
    public var start: Int?
    public var children: [MatchGroup]

    public init(value: String?, start: Int?, children: [MatchGroup] = []) {
        self.value = value
        self.start = start
        self.children = children
    }

    /// What a transformer receives: the nested groups' values, or the whole
    /// value when there are none.
    public var values: [String?] {
        children.isEmpty ? [value] : children.map(\.value)
    }
}
