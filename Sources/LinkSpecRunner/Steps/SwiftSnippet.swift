import Gherkin

/// A ready-to-paste Swift step definition for an undefined step: quoted text
/// becomes `{string}`, whole numbers `{int}`, decimals `{float}`, and the body
/// is `try pending()`.
public enum SwiftSnippet {
    public static func swift(for step: PickleStep) -> String {
        let keyword: String
        switch step.type {
        case .context: keyword = "given"
        case .action: keyword = "when"
        case .outcome: keyword = "then"
        case .unknown, nil: keyword = "step"
        }
        var expression = ""
        var parameters: [String] = []
        var counts: [String: Int] = [:]
        func parameter(_ type: String, _ swiftType: String) {
            counts[type, default: 0] += 1
            parameters.append("\(type)\(counts[type] ?? 1): \(swiftType)")
            expression += "{\(type)}"
        }
        let characters = Array(step.text)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\"", let close = characters[(index + 1)...].firstIndex(of: "\"") {
                parameter("string", "String")
                index = close + 1
                continue
            }
            let startsNumber = character.isASCII && character.isNumber
                || (character == "-" && index + 1 < characters.count && characters[index + 1].isASCII && characters[index + 1].isNumber)
            let atWordStart = index == 0 || characters[index - 1] == " "
            if startsNumber && atWordStart {
                var end = index + 1
                var isDecimal = false
                while end < characters.count, characters[end].isASCII,
                      characters[end].isNumber || (characters[end] == "." && !isDecimal && end + 1 < characters.count && characters[end + 1].isNumber) {
                    if characters[end] == "." { isDecimal = true }
                    end += 1
                }
                if end == characters.count || characters[end] == " " {
                    isDecimal ? parameter("float", "Double") : parameter("int", "Int")
                    index = end
                    continue
                }
            }
            switch character {
            case "(", ")", "{", "}", "/", "\\": expression += "\\" + String(character)
            default: expression.append(character)
            }
            index += 1
        }
        if step.argument?.dataTable != nil { parameters.append("table: PickleTable") }
        if step.argument?.docString != nil { parameters.append("docString: String") }
        let literal = expression.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        let signature = parameters.isEmpty ? "world" : "(world, " + parameters.joined(separator: ", ") + ")"
        return "library.\(keyword)(\"\(literal)\") { \(signature) in\n    try pending()\n}"
    }
}
