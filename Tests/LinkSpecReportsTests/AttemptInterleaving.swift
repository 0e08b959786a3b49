import CucumberMessages

/// Each attempt's envelopes (from its `testCaseStarted` to its
/// `testCaseFinished`) dealt out one at a time, round robin; the other
/// envelopes before them, or after them if they end the run.
func interleavingAttempts(_ envelopes: [Envelope]) -> [Envelope] {
    var head: [Envelope] = []
    var attempts: [[Envelope]] = []
    var tail: [Envelope] = []
    var attemptIndex: [String: Int] = [:]
    for envelope in envelopes {
        let startedId: String?
        switch envelope {
        case .testCaseStarted(let started):
            attemptIndex[started.id] = attempts.count
            attempts.append([])
            startedId = started.id
        case .testStepStarted(let message): startedId = message.testCaseStartedId
        case .testStepFinished(let message): startedId = message.testCaseStartedId
        case .testCaseFinished(let message): startedId = message.testCaseStartedId
        case .attachment(let message): startedId = message.testCaseStartedId
        default: startedId = nil
        }
        if let startedId, let index = attemptIndex[startedId] {
            attempts[index].append(envelope)
            continue
        }
        // Test cases a runner announces just before running them go ahead
        // of all attempts; what ends the run stays at its end.
        switch envelope {
        case .testRunFinished, .testRunHookStarted, .testRunHookFinished, .attachment, .externalAttachment:
            if attempts.isEmpty { head.append(envelope) } else { tail.append(envelope) }
        default:
            head.append(envelope)
        }
    }
    var dealt: [Envelope] = []
    var position = 0
    while attempts.contains(where: { position < $0.count }) {
        for attempt in attempts where position < attempt.count { dealt.append(attempt[position]) }
        position += 1
    }
    return head + dealt + tail
}
