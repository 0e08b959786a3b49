/// One broken rule, shrunk: the minimal link, the situation it arrives in and what
/// the user did next, if anything.
package struct Violation: Sendable {
    package let kind: ViolationKind
    /// The route the link resolved to, when it reached one.
    package let route: String?
    package let link: String
    package let situation: Situation
    package let followUp: FollowUp?
    /// What the checker saw.
    package let detail: String
    /// The link as the fuzzer first found it, before shrinking.
    package let originalLink: String
    let situationIndex: Int

    init(finding: Finding, link: String, situationIndex: Int, situation: Situation) {
        kind = finding.kind
        route = finding.route
        followUp = finding.followUp
        detail = finding.detail
        self.link = link
        self.situation = situation
        self.situationIndex = situationIndex
        originalLink = link
    }

    private init(_ other: Violation, link: String, situation: Situation, index: Int, finding: Finding) {
        kind = other.kind
        route = other.route
        originalLink = other.originalLink
        followUp = finding.followUp
        detail = finding.detail
        self.link = link
        self.situation = situation
        situationIndex = index
    }

    func with(link: String, situation: Situation, index: Int, finding: Finding) -> Violation {
        Violation(self, link: link, situation: situation, index: index, finding: finding)
    }
}
