import CucumberMessages
import Foundation
@testable import LinkSpecReports

/// Reads back what an HTML report shows, for tests. The browser check
/// (`.ci/checks/55-html-report.sh`) reads the same pages as Chromium lays
/// them out; these helpers only take the page apart where the tests look.
struct HTMLPage {
    let html: String

    /// A scenario of the page: its status class, its name, and its whole `<article>`.
    struct ShownScenario {
        var status: String
        var name: String
        var article: String
        var isOpen: Bool
    }

    var scenarios: [ShownScenario] {
        matches(#"<article class="sc (\w+)"[^>]*>(<details(?: open)?>)<summary><h[45] class="name">(.*?)</h[45]>.*?</article>"#)
            .map { ShownScenario(status: $0[1], name: Self.unescape($0[3]), article: $0[0], isOpen: $0[2] == "<details open>") }
    }

    /// Every match of `pattern` in the page, each as its groups (0 the whole match).
    func matches(_ pattern: String) -> [[String]] {
        let regex = try! NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators])
        let range = NSRange(html.startIndex..., in: html)
        return regex.matches(in: html, range: range).map { match in
            (0..<match.numberOfRanges).map { index in
                Range(match.range(at: index), in: html).map { String(html[$0]) } ?? ""
            }
        }
    }

    /// The text of HTML with its tags removed and its character references decoded.
    static func text(of html: String) -> String {
        unescape(html.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression))
    }

    static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#13;", with: "\r")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}

func htmlReport(_ envelopes: [Envelope]) throws -> HTMLPage {
    HTMLPage(html: try report(envelopes) { HTMLFormatter(output: $0) })
}

extension Array where Element == Envelope {
    /// The stream with `definition` registered before the run and bound to
    /// every step whose text is `text`.
    func binding(_ text: String, to definition: StepDefinition) -> [Envelope] {
        var stepIds: Set<String> = []
        var result: [Envelope] = []
        for envelope in self {
            switch envelope {
            case .pickle(let pickle):
                stepIds.formUnion(pickle.steps.filter { $0.text == text }.map(\.id))
                result.append(envelope)
            case .testRunStarted:
                result.append(.stepDefinition(definition))
                result.append(envelope)
            case .testCase(var testCase):
                for index in testCase.testSteps.indices where stepIds.contains(testCase.testSteps[index].pickleStepId ?? "") {
                    testCase.testSteps[index].stepDefinitionIds = [definition.id]
                }
                result.append(.testCase(testCase))
            default:
                result.append(envelope)
            }
        }
        return result
    }

    /// The stream with `attachment` made during every step that ended with `status`.
    func attaching(_ attachment: Attachment, toStepsThat status: TestStepResult.Status) -> [Envelope] {
        flatMap { envelope -> [Envelope] in
            guard case .testStepFinished(let finished) = envelope, finished.testStepResult.status == status else { return [envelope] }
            var made = attachment
            made.testCaseStartedId = finished.testCaseStartedId
            made.testStepId = finished.testStepId
            return [.attachment(made), envelope]
        }
    }

    /// The stream with `attachment` added to the run right after it started.
    func attachingToRun(_ attachment: Attachment) -> [Envelope] {
        flatMap { envelope -> [Envelope] in
            guard case .testRunStarted = envelope else { return [envelope] }
            return [envelope, .attachment(attachment)]
        }
    }

    /// The stream with the coverage keys of scenario `name`'s test case
    /// attached to each of its attempts.
    func covering(_ keys: [String], inScenario name: String) -> [Envelope] {
        var pickleIds: Set<String> = []
        var testCaseIds: Set<String> = []
        var attempts: Set<String> = []
        var result: [Envelope] = []
        for envelope in self {
            switch envelope {
            case .pickle(let pickle) where pickle.name == name: pickleIds.insert(pickle.id)
            case .testCase(let testCase) where pickleIds.contains(testCase.pickleId): testCaseIds.insert(testCase.id)
            case .testCaseStarted(let started) where testCaseIds.contains(started.testCaseId): attempts.insert(started.id)
            case .testCaseFinished(let finished) where attempts.contains(finished.testCaseStartedId):
                result.append(.attachment(Attachment(body: CoverageAttachment.body(for: keys), contentEncoding: .identity,
                                                     mediaType: CoverageAttachment.mediaType,
                                                     testCaseStartedId: finished.testCaseStartedId)))
            default: break
            }
            result.append(envelope)
        }
        return result
    }
}
