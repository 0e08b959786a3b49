/// Fuzzes tag expressions: parse, evaluate, and print-then-reparse, which must
/// give back an equal expression that evaluates the same way.
@_cdecl("LLVMFuzzerTestOneInput")
public func tagExpressionsFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: fuzzBytes(data, size), as: UTF8.self)
    let expression: TagExpression
    do {
        expression = try TagExpression(text)
    } catch {
        let length = text.unicodeScalars.count
        invariant(error.column >= 1 && error.column <= length + 1,
                  "column \(error.column) outside 1...\(length + 1): \(error.message)")
        invariant(error.message.contains(text), "the message does not quote the expression: \(error.message)")
        return 0
    }
    let printed = expression.description
    let reparsed: TagExpression
    do {
        reparsed = try TagExpression(printed)
    } catch {
        invariant(false, "printed form \(printed) of \(text) does not parse: \(error.message)")
        return 0
    }
    invariant(reparsed == expression, "printed form \(printed) of \(text) parses to a different expression")
    invariant(reparsed.description == printed, "printing is not stable: \(printed) vs \(reparsed.description)")
    // Tag sets chosen by the names themselves, so that both outcomes occur.
    let rules: [(String) -> Bool] = [
        { _ in true }, { _ in false },
        { $0.utf8.count % 2 == 0 }, { $0.hashValue & 1 == 0 },
    ]
    for isTagged in rules {
        invariant(expression.evaluate(where: isTagged) == reparsed.evaluate(where: isTagged),
                  "\(text) and its printed form \(printed) disagree")
    }
    return 0
}
