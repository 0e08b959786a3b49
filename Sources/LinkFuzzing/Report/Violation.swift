/// One broken rule, shrunk: the minimal link, the situation it arrives in and what
/// the user did next, if anything.
package struct Violation: Sendable {
    package let kind: ViolationKind
    /// The route the link resolved to, when it reached one.
    package let route: String?
    package private(set) var link: String
    package private(set) var situation: Situation
    package private(set) var followUp: FollowUp?
    /// What the checker saw.
    package private(set) var detail: String
    /// The link as the fuzzer first found it, before shrinking.
    package let originalLink: String
    private(set) var situationIndex: Int

    init(finding: Finding, link: String, situationIndex: Int, situation: Situation) {
        kind = finding.kind
        route = finding.route
        originalLink = link
        self.link = link
        self.situationIndex = situationIndex
        self.situation = situation
        followUp = finding.followUp
        detail = finding.detail
    }

    /// The same violation, as `finding` shows it for `link` in another situation (or the same).
    mutating func move(to link: String, _ index: Int, _ situation: Situation, _ finding: Finding) {
        self.link = link
        situationIndex = index
        self.situation = situation
        followUp = finding.followUp
        detail = finding.detail
    }
}
