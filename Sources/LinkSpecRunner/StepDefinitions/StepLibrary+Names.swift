import Expressions

/// The names a library's types of names match, by role: a run against an
/// app hands them the app map's screens and tabs (`LinkSpecSteps` makes the
/// vocabulary of an `AppMap`), so `Then the Some Screen screen is displayed`
/// binds exactly when the app has a screen of that name and is undefined,
/// with a "did you mean" among the names, when it has none.
///
/// A library knows no names until it is given them (`StepLibrary.naming(_:)`),
/// so one library serves every app: the command line, a team's tests and the
/// language server name it for the app they load, each for its own.
package struct StepVocabulary: Hashable, Sendable {
    /// The names of each role, in the order a match tries them.
    package var names: [ParameterRole: [String]]

    package init(_ names: [ParameterRole: [String]] = [:]) {
        self.names = names
    }
}

extension StepLibrary {
    /// `{name}` in expressions, matching exactly one of the names the
    /// vocabulary gives `role` (`naming(_:)`), as written, without quotes;
    /// until named it matches nothing. Steps receive the name as a `String`.
    package mutating func parameterType(_ name: String, namesOf role: ParameterRole, file: String = #fileID, line: Int = #line) {
        parameterType(name, regex: LiteralAlternation.regex(for: []), file: file, line: line) { groups in groups.first.flatMap { $0 } ?? "" }
        parameterTypes[parameterTypes.count - 1].namesOf = role
    }

    /// The library whose types of names match the vocabulary's names (a role
    /// it does not name: none). Every other definition is kept as it is, at
    /// the same index.
    package func naming(_ vocabulary: StepVocabulary) -> StepLibrary {
        var named = self
        for index in named.parameterTypes.indices {
            guard let role = named.parameterTypes[index].namesOf else { continue }
            named.parameterTypes[index].regularExpressions = [LiteralAlternation.regex(for: vocabulary.names[role] ?? [])]
        }
        return named
    }
}
