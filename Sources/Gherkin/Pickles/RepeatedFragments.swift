/// The JSON of the Background steps in force, all but their ids, written once
/// and copied for every pickle that repeats them (`PickleEnvelopeWriter`):
/// escaping the same texts and shifting the same ids again for each pickle
/// of a feature cost a sixth of writing its pickles.
///
/// The Background is checked against each pickle's, not assumed: by its
/// steps' ids, which are unique in a document, so the same ids are the same
/// steps. The check is cheap, since the arrays compared are usually the very
/// same storage.
///
/// (Tags were tried too: they change with nearly every scenario, so the
/// check and the copy cost more than writing them.)
struct RepeatedFragments {
    private var backgroundIds: [[String]] = []
    /// The steps of `backgroundIds`, each `,{…"id":` then `,"text":…}`, split
    /// where the step's id goes.
    private var background: [UInt8] = []
    private var splits: [(id: Int, end: Int)] = []

    /// Writes the steps of `steps`, each after a comma, their ids from `firstId`.
    mutating func writeBackground(_ steps: BackgroundPickleSteps, firstId: Int, to output: JSONOutput,
                                  appendId: (Int) -> Void) {
        guard steps.count > 0 else { return }
        if steps.astNodeIds != backgroundIds { render(steps, shift: output.idShift) }
        background.withUnsafeBufferPointer { bytes in
            var start = 0
            for index in splits.indices {
                let split = splits[index]
                output.bytes.append(UnsafeBufferPointer(rebasing: bytes[start..<split.id]))
                appendId(firstId + index)
                output.bytes.append(UnsafeBufferPointer(rebasing: bytes[split.id..<split.end]))
                start = split.end
            }
        }
    }

    private mutating func render(_ steps: BackgroundPickleSteps, shift: IdShift) {
        let scratch = JSONByteBuffer(capacity: 1024)
        let output = JSONOutput(bytes: scratch, idShift: shift)
        splits = []
        splits.reserveCapacity(steps.count)
        for index in 0..<steps.count {
            scratch.append(UInt8(ascii: ","))
            let step = output.beginObject()
            if let argument = steps.argument(index) { output.field("argument", value: argument) }
            steps.astNodeIds.withUnsafeBufferPointer { output.field("astNodeIds", ids: $0.baseAddress! + index) }
            output.key("id")
            let id = scratch.count
            output.field("text", steps.texts[index])
            output.literal(ifPresent: steps.stepTypes[index].jsonField)
            output.endObject(step)
            splits.append((id: id, end: scratch.count))
        }
        background = Array(UnsafeBufferPointer(start: scratch.base, count: scratch.count))
        backgroundIds = steps.astNodeIds
    }
}
