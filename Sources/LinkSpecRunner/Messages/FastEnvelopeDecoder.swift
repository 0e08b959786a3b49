import Gherkin

/// Reads the messages that make up most of a run's stream (test cases, their
/// steps starting and finishing) without `Codable`. Returns nil for anything else
/// or anything unexpected; the caller then uses `JSONDecoder`.
enum FastEnvelopeDecoder {
    typealias Value = FastJSON.Value

    /// The kinds read here, as they open a line: `{"testCase":`.
    private static let prefixes: [[UInt8]] = ["testStepStarted", "testStepFinished", "testCaseStarted",
                                              "testCaseFinished", "testCase", "pickle"]
        .map { Array("{\"\($0)\":".utf8) }

    static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> Envelope? {
        // Big documents and rare messages go straight to the slow path, unparsed.
        guard prefixes.contains(where: { prefix in
            prefix.count <= bytes.count && prefix.indices.allSatisfy { bytes[$0] == prefix[$0] }
        }) else { return nil }
        guard case .object(let members)? = FastJSON.parse(bytes), members.count == 1,
              let member = members.first else { return nil }
        let message = member.value
        switch member.name {
        case "testStepStarted":
            guard let started = message["testCaseStartedId"]?.string, let step = message["testStepId"]?.string,
                  let timestamp = timestamp(message["timestamp"]) else { return nil }
            return .testStepStarted(TestStepStarted(testCaseStartedId: started, testStepId: step, timestamp: timestamp))
        case "testStepFinished":
            guard let started = message["testCaseStartedId"]?.string, let step = message["testStepId"]?.string,
                  let result = result(message["testStepResult"]),
                  let timestamp = timestamp(message["timestamp"]) else { return nil }
            return .testStepFinished(TestStepFinished(testCaseStartedId: started, testStepId: step,
                                                      testStepResult: result, timestamp: timestamp))
        case "testCaseStarted":
            guard let attempt = message["attempt"]?.integer, let id = message["id"]?.string,
                  let testCase = message["testCaseId"]?.string, let timestamp = timestamp(message["timestamp"]),
                  let workerId = optionalString(message["workerId"]) else { return nil }
            return .testCaseStarted(TestCaseStarted(attempt: Int(attempt), id: id, testCaseId: testCase,
                                                    workerId: workerId, timestamp: timestamp))
        case "testCaseFinished":
            guard let started = message["testCaseStartedId"]?.string, let timestamp = timestamp(message["timestamp"]),
                  let retried = message["willBeRetried"]?.bool else { return nil }
            return .testCaseFinished(TestCaseFinished(testCaseStartedId: started, timestamp: timestamp, willBeRetried: retried))
        case "testCase":
            guard let id = message["id"]?.string, let pickle = message["pickleId"]?.string,
                  let steps = message["testSteps"]?.array,
                  let runId = optionalString(message["testRunStartedId"]) else { return nil }
            var testSteps: [TestStep] = []
            testSteps.reserveCapacity(steps.count)
            for step in steps {
                guard let decoded = testStep(step) else { return nil }
                testSteps.append(decoded)
            }
            return .testCase(TestCase(id: id, pickleId: pickle, testSteps: testSteps, testRunStartedId: runId))
        case "pickle":
            return pickle(message).map { .pickle($0) }
        default:
            return nil
        }
    }

    /// A pickle without step arguments (tables and doc strings take the slow path).
    private static func pickle(_ value: Value) -> Pickle? {
        guard let id = value["id"]?.string, let uri = value["uri"]?.string, let name = value["name"]?.string,
              let language = value["language"]?.string, let steps = value["steps"]?.array,
              let astNodeIds = strings(value["astNodeIds"]) else { return nil }
        var location: Location?
        if let locationValue = value["location"] {
            guard let line = locationValue["line"]?.integer, let lineNumber = Int(exactly: line) else { return nil }
            let column = locationValue["column"]?.integer.flatMap { Int(exactly: $0) }
            location = Location(line: lineNumber, column: column)
        }
        var pickleSteps: [PickleStep] = []
        pickleSteps.reserveCapacity(steps.count)
        for step in steps {
            guard step["argument"] == nil, let stepId = step["id"]?.string, let text = step["text"]?.string,
                  let nodes = strings(step["astNodeIds"]), let typeName = optionalString(step["type"]) else { return nil }
            var type: PickleStepType?
            if let typeName {
                guard let known = PickleStepType(rawValue: typeName) else { return nil }
                type = known
            }
            pickleSteps.append(PickleStep(argument: nil, astNodeIds: nodes, id: stepId, type: type, text: text))
        }
        var tags: [PickleTag] = []
        for tag in value["tags"]?.array ?? [] {
            guard let tagName = tag["name"]?.string, let node = tag["astNodeId"]?.string else { return nil }
            tags.append(PickleTag(name: tagName, astNodeId: node))
        }
        guard value["tags"]?.array != nil else { return nil }
        return Pickle(id: id, uri: uri, location: location, name: name, language: language,
                      steps: pickleSteps, tags: tags, astNodeIds: astNodeIds)
    }

    private static func strings(_ value: Value?) -> [String]? {
        guard let items = value?.array else { return nil }
        var result: [String] = []
        result.reserveCapacity(items.count)
        for item in items {
            guard let text = item.string else { return nil }
            result.append(text)
        }
        return result
    }

    /// `.some(nil)` when absent or null, nil when present but not a string.
    private static func optionalString(_ value: Value?) -> String?? {
        switch value {
        case nil, .null?: return .some(nil)
        case .string(let text)?: return .some(text)
        default: return nil
        }
    }

    private static func timestamp(_ value: Value?) -> Timestamp? {
        guard let seconds = value?["seconds"]?.integer, let nanos = value?["nanos"]?.integer,
              let nanos32 = Int32(exactly: nanos) else { return nil }
        return Timestamp(seconds: seconds, nanos: nanos32)
    }

    private static func result(_ value: Value?) -> TestStepResult? {
        guard let value, let statusName = value["status"]?.string,
              let status = TestStepResult.Status(rawValue: statusName),
              let durationValue = value["duration"], let seconds = durationValue["seconds"]?.integer,
              let nanos = durationValue["nanos"]?.integer, let nanos32 = Int32(exactly: nanos),
              let message = optionalString(value["message"]) else { return nil }
        var exception: Exception?
        switch value["exception"] {
        case nil, .null?:
            exception = nil
        case let exceptionValue?:
            guard let type = exceptionValue["type"]?.string,
                  let exceptionMessage = optionalString(exceptionValue["message"]),
                  let trace = optionalString(exceptionValue["stackTrace"]) else { return nil }
            exception = Exception(type: type, message: exceptionMessage, stackTrace: trace)
        }
        return TestStepResult(status: status, duration: ElapsedTime(seconds: seconds, nanos: nanos32),
                              message: message, exception: exception)
    }

    private static func testStep(_ value: Value) -> TestStep? {
        guard let id = value["id"]?.string, let hookId = optionalString(value["hookId"]),
              let pickleStepId = optionalString(value["pickleStepId"]) else { return nil }
        var definitions: [String]?
        if let list = value["stepDefinitionIds"] {
            guard let items = list.array else { return nil }
            definitions = []
            for item in items {
                guard let text = item.string else { return nil }
                definitions?.append(text)
            }
        }
        var argumentLists: [StepMatchArgumentsList]?
        if let lists = value["stepMatchArgumentsLists"] {
            guard let items = lists.array else { return nil }
            argumentLists = []
            for item in items {
                guard let arguments = item["stepMatchArguments"]?.array else { return nil }
                var decoded: [StepMatchArgument] = []
                for argument in arguments {
                    guard let group = group(argument["group"]),
                          let parameterType = optionalString(argument["parameterTypeName"]) else { return nil }
                    decoded.append(StepMatchArgument(group: group, parameterTypeName: parameterType))
                }
                argumentLists?.append(StepMatchArgumentsList(stepMatchArguments: decoded))
            }
        }
        return TestStep(id: id, hookId: hookId, pickleStepId: pickleStepId,
                        stepDefinitionIds: definitions, stepMatchArgumentsLists: argumentLists)
    }

    private static func group(_ value: Value?) -> Group? {
        guard let value, case .object = value, let text = optionalString(value["value"]) else { return nil }
        var start: Int?
        switch value["start"] {
        case nil, .null?: start = nil
        case .integer(let number)?: start = Int(exactly: number)
        default: return nil
        }
        var children: [Group] = []
        if let list = value["children"] {
            guard let items = list.array else { return nil }
            for item in items {
                guard let child = group(item) else { return nil }
                children.append(child)
            }
        }
        return Group(children: children, start: start, value: text)
    }
}
