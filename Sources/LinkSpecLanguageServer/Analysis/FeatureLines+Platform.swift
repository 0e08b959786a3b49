import AppSimulation

extension FeatureLines {
    /// The platform a step is judged on, as a run selects it: Android when its
    /// scenario, rule or feature is tagged `@android` and none of them `@ios`;
    /// else iOS, the default platform (docs/decisions/0400-platforms-in-runs.md).
    func platform(of step: Step, in document: TextDocument) -> MobilePlatform {
        var tags: Set<Substring> = []
        var block = step.block
        while let index = block {
            // The tag lines just above the block's keyword (comments and blank lines may sit between).
            var line = blocks[index].line - 1
            while line >= 0, [.tags, .comment, .empty].contains(lines[line].kind) {
                if lines[line].kind == .tags { tags.formUnion(document.line(line).split(whereSeparator: \.isWhitespace)) }
                line -= 1
            }
            block = blocks[index].parent
        }
        return tags.contains(Substring(MobilePlatform.android.tag)) && !tags.contains(Substring(MobilePlatform.iOS.tag)) ? .android : .iOS
    }
}
