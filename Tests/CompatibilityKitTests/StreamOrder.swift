import LinkSpecJSON

/// What the Compatibility Kit's README asks of any stream beyond the compared
/// fields: ids consistent (every id referenced defined earlier, none defined
/// twice), every step's and run hook's started message before its finished
/// one, each attachment and suggestion inside the step or hook it belongs to,
/// and every testCase before the first testCaseStarted (the non-streamed
/// order). Returns the problems found, in stream order.
enum StreamOrder {
    /// The keys whose values name an id defined by an earlier message.
    static let referenceKeys: Set<String> = [
        "astNodeId", "astNodeIds", "hookId", "pickleId", "pickleStepId", "stepDefinitionIds", "testRunStartedId",
        "testRunHookStartedId", "testCaseId", "testCaseStartedId", "testStepId",
    ]

    static func problems(in envelopes: [JSONValue]) -> [String] {
        var problems: [String] = []
        var defined: Set<String> = []
        var openSteps: Set<String> = []
        var openRunHooks: Set<String> = []
        var pickleStepOfTestStep: [String: String] = [:]
        var testCaseStarted = false
        for (index, envelope) in envelopes.enumerated() {
            let line = index + 1
            guard let (kind, message) = envelope.object?.first.map({ ($0.key, $0.value) }) else {
                problems.append("line \(line): not an envelope")
                continue
            }
            var ids: [String] = []
            var references: [(key: String, id: String)] = []
            collect(message, ids: &ids, references: &references)
            for id in ids where !defined.insert(id).inserted {
                problems.append("line \(line): \(kind) defines id \(id) again")
            }
            for reference in references where !defined.contains(reference.id) {
                problems.append("line \(line): \(kind).\(reference.key) \(reference.id) is not defined earlier")
            }
            let startedId = message["testCaseStartedId"]?.string ?? ""
            let step = startedId + "/" + (message["testStepId"]?.string ?? "")
            switch kind {
            case "testCase":
                if testCaseStarted { problems.append("line \(line): a testCase after the first testCaseStarted") }
                for testStep in message["testSteps"]?.array ?? [] {
                    if let id = testStep["id"]?.string, let pickleStep = testStep["pickleStepId"]?.string {
                        pickleStepOfTestStep[id] = pickleStep
                    }
                }
            case "testCaseStarted":
                testCaseStarted = true
            case "testStepStarted":
                openSteps.insert(step)
            case "testStepFinished":
                if openSteps.remove(step) == nil { problems.append("line \(line): testStepFinished of a step not started") }
            case "testRunHookStarted":
                openRunHooks.insert(message["id"]?.string ?? "")
            case "testRunHookFinished":
                if openRunHooks.remove(message["testRunHookStartedId"]?.string ?? "") == nil {
                    problems.append("line \(line): testRunHookFinished of a hook not started")
                }
            case "attachment":
                if let hook = message["testRunHookStartedId"]?.string {
                    if !openRunHooks.contains(hook) { problems.append("line \(line): an attachment outside its run hook") }
                } else if message["testStepId"] != nil, !openSteps.contains(step) {
                    problems.append("line \(line): an attachment outside its step")
                }
            case "suggestion":
                let pickleStep = message["pickleStepId"]?.string
                let inside = openSteps.contains { open in
                    pickleStepOfTestStep[String(open.split(separator: "/").last ?? "")] == pickleStep
                }
                if !inside { problems.append("line \(line): a suggestion outside its undefined step") }
            default:
                break
            }
        }
        return problems
    }

    /// The ids a message defines (`id` at any depth) and those it references.
    private static func collect(_ value: JSONValue, ids: inout [String], references: inout [(key: String, id: String)]) {
        if let members = value.object {
            for member in members {
                if member.key == "id", let id = member.value.string {
                    ids.append(id)
                } else if referenceKeys.contains(member.key) {
                    if let id = member.value.string { references.append((member.key, id)) }
                    for element in member.value.array ?? [] {
                        if let id = element.string { references.append((member.key, id)) }
                    }
                } else {
                    collect(member.value, ids: &ids, references: &references)
                }
            }
        } else if let elements = value.array {
            for element in elements { collect(element, ids: &ids, references: &references) }
        }
    }
}
