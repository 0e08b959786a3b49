/// The assembly that writes each pickle's envelope (`{"pickle":{...}}` and a
/// line end) straight from its plan, the bytes `JSONWriter.writeEnvelope`
/// gives for the `Pickle` that `PickleValues` would build, without building
/// it: no steps array, no `astNodeIds` arrays, nothing to free afterwards.
/// `linkspec gherkin` spends most of its time on pickles, and building them
/// only to write and free them cost as much as writing them.
///
/// Fields go in the message's sorted key order. The pickle's id is written
/// before its steps although the steps take their ids first, so ids are
/// counted here as numbers rather than drawn from an `IdGenerator`.
struct PickleEnvelopeWriter: PickleAssembly {
    let uri: String
    let language: String
    /// The number the next id will carry, before the writer's `idOffset`.
    var nextId: Int
    var json: JSONWriter
    private var repeated = RepeatedFragments()

    init(uri: String, language: String, nextId: Int, json: consuming JSONWriter) {
        self.uri = uri
        self.language = language
        self.nextId = nextId
        self.json = json
    }

    mutating func add(_ plan: PicklePlan) {
        let stepCount = plan.stepCount
        let firstStepId = nextId
        nextId += stepCount + 1
        let (uri, language) = (self.uri, self.language)
        // Taken out for the closure, which may not capture `self` while
        // `json` is being written to. (An empty one allocates nothing.)
        var repeated = RepeatedFragments()
        swap(&repeated, &self.repeated)
        defer { swap(&repeated, &self.repeated) }
        json.writeEnvelope("pickle") { output in
            let object = output.beginObject()
            Self.writeAstNodeIds(plan.scenario.id, plan.rowId, to: output)
            output.key("id")
            Self.appendId(firstStepId + stepCount, to: output)
            output.field("language", language)
            output.field("location", value: plan.location)
            output.key("name")
            plan.writeName(to: output.bytes)
            output.key("steps")
            let steps = output.beginArray()
            if plan.hasSteps {
                repeated.writeBackground(plan.background, firstId: firstStepId, to: output) { id in
                    Self.appendId(id, to: output)
                }
                Self.writeOwnSteps(of: plan, firstId: firstStepId + plan.background.count, to: output)
            }
            output.endArray(steps)
            withUnsafePointer(to: plan.tags) { output.field("tags", $0) }
            output.field("uri", uri)
            output.endObject(object)
        }
    }

    private static func writeOwnSteps(of plan: PicklePlan, firstId: Int, to output: JSONOutput) {
        var id = firstId
        var types = plan.background.types
        let own = plan.scenario.steps
        let rowId = plan.rowId
        for index in own.indices {
            output.bytes.append(UInt8(ascii: ","))
            let step = output.beginObject()
            plan.writeArgument(ofOwnStep: index, to: output)
            Self.writeAstNodeIds(own[index].id, rowId, to: output)
            output.key("id")
            Self.appendId(id, to: output)
            output.key("text")
            plan.writeText(ofOwnStep: index, to: output.bytes)
            output.literal(ifPresent: types.next(own[index].keywordType).jsonField)
            output.endObject(step)
            id += 1
        }
    }

    /// `"astNodeIds":[node, row]`, the row's id only for an outline's
    /// pickle: `PicklePlan.astNodeIds` without the array.
    @inline(__always)
    private static func writeAstNodeIds(_ node: String, _ row: String?, to output: JSONOutput) {
        output.key("astNodeIds")
        output.bytes.append(UInt8(ascii: "["))
        output.bytes.appendId(node, shift: output.idShift)
        if let row {
            output.bytes.append(UInt8(ascii: ","))
            output.bytes.appendId(row, shift: output.idShift)
        }
        output.bytes.append(UInt8(ascii: "]"))
    }

    /// An id counted here, as the quoted decimal string the messages carry.
    @inline(__always)
    private static func appendId(_ value: Int, to output: JSONOutput) {
        let target = output.bytes.reserve(27)
        target[0] = UInt8(ascii: "\"")
        let length = JSONByteBuffer.writeInt(value &+ output.idShift.offset, to: target + 1)
        target[length &+ 1] = UInt8(ascii: "\"")
        output.bytes.count &+= length &+ 2
    }
}
