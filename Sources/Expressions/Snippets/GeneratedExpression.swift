/// A Cucumber Expression proposed for a step text, with one name per parameter
/// (`int`, `int2`, `string`, ...) for the snippet's closure.
package struct GeneratedExpression: Sendable {
    package let source: String
    package let parameterTypes: [ExpressionParameterType]
    package let parameterNames: [String]

    init(literals: [String], parameterTypes: [ExpressionParameterType]) {
        var source = literals.first ?? ""
        var usage: [String: Int] = [:]
        var names: [String] = []
        for (index, type) in parameterTypes.enumerated() {
            source += "{\(type.name)}" + (index + 1 < literals.count ? literals[index + 1] : "")
            let count = usage[type.name, default: 0] + 1
            usage[type.name] = count
            let base = Self.identifier(type.name)
            names.append(count == 1 ? base : "\(base)\(count)")
        }
        self.source = source
        self.parameterTypes = parameterTypes
        parameterNames = names
    }

    /// A Swift identifier from a parameter type name (`flight-code` -> `flightCode`).
    static func identifier(_ name: String) -> String {
        var result = ""
        var upperNext = false
        for character in name {
            if character.isLetter || character.isNumber || character == "_" {
                result.append(upperNext ? Character(character.uppercased()) : character)
                upperNext = false
            } else {
                upperNext = !result.isEmpty
            }
        }
        if result.isEmpty { return "value" }
        if let first = result.first, first.isNumber { result = "_" + result }
        return result
    }
}
