/// One broken rule, shrunk: the minimal link, the situation it arrives in and what
/// the user did next, if anything.
public struct Violation: Sendable {
    public let kind: ViolationKind
    /// The route the link resolved to, when it reached one.
    public let route: String?
    public let link: String
    public let situation: Situation
    public let followUp: FollowUp?
    /// What the checker saw.
    public let detail: String
    /// The link as the fuzzer first found it, before shrinking.
    public let originalLink: String
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
