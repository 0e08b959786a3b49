import Foundation
import Gherkin

/// One argument a step definition captured, as the `stepMatchArguments` of a
/// test step report it.
public struct MatchedArgument: Hashable, Sendable {
    public var parameterTypeName: String?
    /// UTF-16 offset in the step text, as the reference runners count.
    public var start: Int?
    public var value: String?
}

/// The outcome of matching one step's text against the library.
public enum StepMatchResult: Sendable {
    /// Exactly one definition matched: its index in `StepLibrary.steps`.
    case matched(definition: Int, arguments: [MatchedArgument], values: [StepArgumentValue])
    /// Several matched: their indices, with each one's arguments.
    case ambiguous(definitions: [Int], arguments: [[MatchedArgument]])
    case undefined
}

/// A library's step patterns compiled once per run, matched against each step.
/// Thread-safe: compiled regular expressions are immutable.
public struct StepMatcher<World: AnyObject>: @unchecked Sendable {
    // @unchecked: NSRegularExpression is immutable and thread-safe but not
    // marked Sendable on every platform.
    private struct Compiled {
        var regex: NSRegularExpression
        /// Per argument: the parameter type name, its group index and the
        /// number of groups inside it.
        var parameters: [(type: String?, group: Int, innerGroups: Int)]
    }

    private let compiled: [Compiled]
    private let transforms: [String: CustomParameterType]

    /// Compiles every step pattern; a pattern that does not compile is an error
    /// at the definition's Swift location (reported before anything runs).
    public init(_ library: StepLibrary<World>) throws(InputErrors) {
        var custom: [String: [String]] = [:]
        var transforms: [String: CustomParameterType] = [:]
        for type in library.parameterTypes {
            custom[type.name] = type.regularExpressions
            transforms[type.name] = type
        }
        let compiler = InterimExpressionCompiler(custom: custom)
        var compiled: [Compiled] = []
        var errors: [InputError] = []
        for step in library.steps {
            do {
                compiled.append(try Self.compile(step.pattern, with: compiler))
            } catch {
                errors.append(InputError(path: step.location.file, line: step.location.line, column: 1,
                                         message: "step definition \(step.pattern): \(error)"))
            }
        }
        guard errors.isEmpty else { throw InputErrors(errors) }
        self.compiled = compiled
        self.transforms = transforms
    }

    private static func compile(_ pattern: StepPattern, with compiler: InterimExpressionCompiler) throws -> Compiled {
        switch pattern {
        case .regex(let source):
            let regex = try NSRegularExpression(pattern: source)
            // Top-level groups only would need a parse; every group is one argument,
            // as cucumber-js does for regular expressions without nesting.
            return Compiled(regex: regex, parameters: (0..<regex.numberOfCaptureGroups).map { (nil, $0 + 1, 0) })
        case .expression(let source):
            let result = try compiler.compile(source)
            let regex = try NSRegularExpression(pattern: result.regex)
            var group = 1
            var parameters: [(type: String?, group: Int, innerGroups: Int)] = []
            for type in result.parameterTypes {
                let alternatives = compiler.custom[type] ?? InterimExpressionCompiler.builtIn[type] ?? []
                let inner = alternatives.reduce(0) { count, source in
                    count + ((try? NSRegularExpression(pattern: source))?.numberOfCaptureGroups ?? 0)
                }
                parameters.append((type, group, inner))
                group += 1 + inner
            }
            return Compiled(regex: regex, parameters: parameters)
        }
    }

    /// Matches a step's text against every definition (whatever its keyword,
    /// as in Cucumber). Transform errors surface when the step runs.
    public func match(_ step: PickleStep) -> StepMatchResult {
        let text = step.text
        let nsText = text as NSString
        let range = NSRange(location: 0, length: nsText.length)
        var hits: [(index: Int, arguments: [MatchedArgument], values: [StepArgumentValue])] = []
        for (index, definition) in compiled.enumerated() {
            guard let match = definition.regex.firstMatch(in: text, range: range) else { continue }
            var arguments: [MatchedArgument] = []
            var values: [StepArgumentValue] = []
            for parameter in definition.parameters {
                let groupRange = match.range(at: parameter.group)
                let value = groupRange.location == NSNotFound ? nil : nsText.substring(with: groupRange)
                arguments.append(MatchedArgument(parameterTypeName: parameter.type,
                                                 start: groupRange.location == NSNotFound ? nil : groupRange.location,
                                                 value: value))
                var inner: [String?] = []
                for offset in 0..<parameter.innerGroups {
                    let innerRange = match.range(at: parameter.group + 1 + offset)
                    inner.append(innerRange.location == NSNotFound ? nil : nsText.substring(with: innerRange))
                }
                values.append(capturedValue(value, type: parameter.type, inner: inner))
            }
            if let argument = step.argument {
                if let table = argument.dataTable { values.append(.dataTable(table)) }
                if let docString = argument.docString { values.append(.docString(docString)) }
            }
            hits.append((index, arguments, values))
        }
        switch hits.count {
        case 0: return .undefined
        case 1: return .matched(definition: hits[0].index, arguments: hits[0].arguments, values: hits[0].values)
        default: return .ambiguous(definitions: hits.map(\.index), arguments: hits.map(\.arguments))
        }
    }

    private func capturedValue(_ text: String?, type: String?, inner: [String?]) -> StepArgumentValue {
        guard let text, let type else { return .captured(text: text, parameterType: type, transformed: nil) }
        if let custom = transforms[type] {
            let groups = inner.isEmpty ? [text] : inner
            do {
                return .captured(text: text, parameterType: type, transformed: try custom.transform(groups))
            } catch {
                return .transformFailed(text: text, parameterType: type, message: "\(error)")
            }
        }
        switch type {
        case "int", "biginteger", "byte", "short", "long":
            return .captured(text: text, parameterType: type, transformed: Int(text))
        case "float", "double", "bigdecimal":
            return .captured(text: text, parameterType: type, transformed: Double(text))
        case "string":
            let body = String(text.dropFirst().dropLast())
            let quote = text.first == "'" ? "'" : "\""
            return .captured(text: body, parameterType: type,
                             transformed: body.replacingOccurrences(of: "\\" + quote, with: quote))
        default:
            return .captured(text: text, parameterType: type, transformed: text)
        }
    }
}
