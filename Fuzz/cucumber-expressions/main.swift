/// Fuzzes Cucumber Expressions and the regular-expression step definitions: the
/// input's first line is the expression, the rest the step text it is matched
/// against; the step text also goes through the snippet generator, whose every
/// proposal must compile and match the text it came from.
private let registry = ParameterTypeRegistry()
private let generator = CucumberExpressionGenerator(parameterTypes: registry)
private let sampleText = "I have 42 cucumbers in my \"belly\" and -3.5 of 'them' (really)"

@_cdecl("LLVMFuzzerTestOneInput")
public func cucumberExpressionsFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let (expression, text) = splitAtFirstNewline(fuzzBytes(data, size))
    checkCucumberExpression(expression, against: [text, sampleText])
    checkRegularExpression(expression, against: text)
    checkGeneratedExpressions(for: text)
    return 0
}

private func checkCucumberExpression(_ source: String, against texts: [String]) {
    let expression: CucumberExpression
    do {
        expression = try CucumberExpression(source, parameterTypes: registry)
    } catch {
        checkColumn(error, in: source)
        return
    }
    for text in texts {
        guard let arguments = expression.match(text) else { continue }
        invariant(arguments.count == expression.parameterTypes.count,
                  "\(arguments.count) arguments for \(expression.parameterTypes.count) parameters")
        for argument in arguments { _ = try? argument.value() }
    }
}

private func checkRegularExpression(_ source: String, against text: String) {
    guard let expression = try? RegularExpression(source, parameterTypes: registry) else { return }
    // Backtracking regular expressions written by the team are theirs to keep
    // fast; a short text keeps the engine's worst case out of the fuzzer's way.
    guard text.utf8.count <= 64, let arguments = expression.match(text) else { return }
    invariant(arguments.count == expression.parameterTypes.count,
              "\(arguments.count) arguments for \(expression.parameterTypes.count) groups")
    for argument in arguments { _ = try? argument.value() }
}

private func checkGeneratedExpressions(for text: String) {
    // Step texts are single lines; the generator is documented for those.
    guard !text.contains(where: \.isNewline) else { return }
    for generated in generator.generate(from: text).prefix(4) {
        do {
            let expression = try CucumberExpression(generated.source, parameterTypes: registry)
            invariant(expression.match(text) != nil,
                      "generated expression \(generated.source) does not match its text \(text)")
        } catch {
            invariant(false, "generated expression \(generated.source) does not compile: \(error)")
        }
    }
}

private func checkColumn(_ error: CucumberExpressionError, in source: String) {
    guard let column = error.column else { return }
    let length = source.unicodeScalars.count
    invariant(column >= 1 && column <= length + 1, "column \(column) outside 1...\(length + 1): \(error.message)")
}
