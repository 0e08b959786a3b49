/// One capture group of a match, with the groups nested inside it — the shape
/// of Cucumber Messages' `Group` in `stepMatchArgumentsLists`.
@usableFromInline
package struct MatchGroup: Sendable, Hashable {
    /// The matched text; `nil` when the group did not take part (`( not)?`).
    package var value: String?
    /// Offset of the match in the step text, in UTF-16 code units as Cucumber
    /// Messages count; `nil` when the group did not take part.
    package var start: Int?
    package var children: [MatchGroup] = []

    /// What a transformer receives: the nested groups' values, or the whole
    /// value when there are none.
    package var values: [String?] {
        children.isEmpty ? [value] : children.map(\.value)
    }
}
