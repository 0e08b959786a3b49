import CucumberMessages
import LinkSpecReports

/// The arguments of the steps a run will run, checked before anything runs,
/// each by what its phrase says it stands for (`ParameterRole`): the standard
/// steps ask the app map whether it has the screen or tab a quoted argument
/// names (`Then the "Frontend Pages" screen is displayed`), the check the
/// language server makes as one types. A problem is a load error at the
/// step, `path:line:column: message`, gathered with the loader's other
/// problems (docs/decisions/1300-unknown-names-before-a-run.md).
package struct StepArgumentCheck: Sendable {
    /// What is wrong with a value given to a parameter of this role, or nil.
    package typealias Rule = @Sendable (ParameterRole, String) -> String?

    let steps: CompiledSteps
    /// Each library step's roles, by its index in the library.
    let roles: [[ParameterRole?]]
    let rule: Rule

    /// The problems of the steps of `pickles` (one file's), each once, in
    /// the file's order; a step that binds no phrase or several is left to
    /// the run, which reports it undefined or ambiguous.
    func problems(in feature: ParsedFeature, pickles: [Pickle]) -> [InputError] {
        // Made only for a file with a problem: most files have none.
        var outline: DocumentOutline?
        var found: [InputError] = []
        var seen: Set<InputError> = []
        for pickle in pickles {
            for step in pickle.steps {
                let bindings = steps.bindings(of: step.text, kind: step.type?.kind ?? .unknown)
                guard bindings.count == 1, roles.indices.contains(bindings[0].definition) else { continue }
                let stepRoles = roles[bindings[0].definition]
                for (index, argument) in bindings[0].arguments.enumerated() {
                    guard stepRoles.indices.contains(index), let role = stepRoles[index], let written = argument.value,
                          !written.utf8.contains(UInt8(ascii: "<")), let problem = rule(role, Self.unquoted(written)) else { continue }
                    let current = outline ?? DocumentOutline(feature.document)
                    outline = current
                    let nodes = current.nodes
                    let row = pickle.astNodeIds.count > 1 ? pickle.astNodeIds.last.flatMap { id -> Int? in
                        if case .examplesRow(let info)? = nodes[id] { return info.line }
                        return nil
                    } : nil
                    var line = pickle.location?.line ?? 1, column = 1
                    if let node = step.astNodeIds.first, case .step(let info)? = nodes[node] {
                        line = info.line
                        column = info.column
                        // Where the argument is, for a step as written (not an outline's row).
                        if row == nil, let start = argument.start {
                            column += info.keyword.unicodeScalars.count + Self.scalars(inUTF16Prefix: start, of: step.text)
                        }
                    }
                    let note = row.map { " (with the Examples row on line \($0))" } ?? ""
                    let error = InputError(path: feature.file.uri, line: line, column: column, message: problem + note)
                    if seen.insert(error).inserted { found.append(error) }
                }
            }
        }
        return found
    }

    /// The problems of the steps of `pickles`, among those of `features`
    /// (a suite loaded whole: `LinkSpec.run`, `Scenario.run`), in the files' order.
    package func problems(in features: [ParsedFeature], running pickles: [Pickle]) -> [InputError] {
        let running = Set(pickles.map(\.id))
        return features.flatMap { feature in
            problems(in: feature, pickles: feature.pickles.filter { running.contains($0.id) })
        }
    }

    /// A quoted argument (`{string}`) as the step receives it: quotes removed, `\"` unescaped.
    /// Read on UTF-8 (quotes are ASCII): `Character` steps cost thousands of instructions a name.
    package static func unquoted(_ written: String) -> String {
        let bytes = written.utf8
        guard let first = bytes.first, first == UInt8(ascii: "\"") || first == UInt8(ascii: "'"), bytes.count >= 2,
              bytes.last == first else {
            return written
        }
        let inner = written[bytes.index(after: bytes.startIndex)..<bytes.index(before: bytes.endIndex)]
        guard inner.utf8.contains(UInt8(ascii: "\\")) else { return String(inner) }
        let quote = String(UnicodeScalar(first))
        return String(inner).replacing("\\" + quote, with: quote)
    }

    private static func scalars(inUTF16Prefix count: Int, of text: String) -> Int {
        let utf16 = text.utf16
        guard let end = utf16.index(utf16.startIndex, offsetBy: count, limitedBy: utf16.endIndex) else { return 0 }
        return text.unicodeScalars[text.unicodeScalars.startIndex..<end].count
    }
}

extension ScenarioRunner {
    /// The check of the arguments of the steps this runner binds, by `rule`.
    package func argumentCheck(_ rule: @escaping StepArgumentCheck.Rule) -> StepArgumentCheck {
        StepArgumentCheck(steps: steps, roles: library.steps.map(\.roles), rule: rule)
    }
}
