import LinkSpecPlatform
@testable import LinkSpecReports
import XCTest

/// `XMLBytes` escapes at the byte level for speed; these tests hold it to a
/// plain character-by-character statement of the same rules, on random text
/// mixing the bytes it treats specially with those it copies.
final class XMLBytesTests: XCTestCase {
    /// Pieces chosen for their bytes: markup characters, controls, the
    /// non-characters U+FFFE and U+FFFF (EF BF BE, EF BF BF) next to scalars
    /// that share their first bytes but are fine (EF 80 80, EF BE BE, EF BF AF).
    private static let alphabet = [
        "a", "Z", " ", "]", "]]", ">", "&", "<", "\"", "'", "\r", "\n", "\t", "\u{0}", "\u{1B}", "\u{1F}",
        "\u{FFFE}", "\u{FFFF}", "\u{FFFD}", "\u{F000}", "\u{FFBE}", "\u{FFEF}", "é", "🙂", "\u{7F}",
    ]

    private func randomText(_ generator: inout SeededGenerator) -> String {
        let count = Int.random(in: 0..<12, using: &generator)
        return (0..<count).map { _ in Self.alphabet.randomElement(using: &generator)! }.joined()
    }

    private static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: true
        case 0..<0x20, 0xFFFE, 0xFFFF: false
        default: true
        }
    }

    private static func referenceAttribute(_ text: String, inContent: Bool = false) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where !inContent: result += "&quot;"
            case "\r" where !inContent: result += "&#13;"
            default: result.unicodeScalars.append(isXMLCharacter(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return result
    }

    private static func referenceCData(_ text: String) -> String {
        var result = "<![CDATA["
        var brackets = 0
        for scalar in text.unicodeScalars {
            if scalar == ">" && brackets >= 2 {
                result += "]]><![CDATA[>"
            } else {
                result.unicodeScalars.append(isXMLCharacter(scalar) ? scalar : "\u{FFFD}")
            }
            brackets = scalar == "]" ? brackets + 1 : 0
        }
        return result + "]]>"
    }

    func testAttributesMatchTheCharacterByCharacterRules() {
        var generator = SeededGenerator(seed: 13)
        for _ in 0..<3_000 {
            let text = randomText(&generator)
            var xml = XMLBytes()
            xml.attribute("a", text)
            XCTAssertEqual(String(decoding: xml.bytes, as: UTF8.self), " a=\"" + Self.referenceAttribute(text) + "\"",
                           "text: \(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    /// Text content (the HTML report's): markup characters escaped, quotes and carriage returns as they are.
    func testContentMatchesTheCharacterByCharacterRules() {
        var generator = SeededGenerator(seed: 17)
        for _ in 0..<3_000 {
            let text = randomText(&generator)
            var xml = XMLBytes()
            xml.text(text)
            XCTAssertEqual(String(decoding: xml.bytes, as: UTF8.self), Self.referenceAttribute(text, inContent: true),
                           "text: \(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    func testCDataMatchesTheCharacterByCharacterRulesEvenWhenWrittenInPieces() {
        var generator = SeededGenerator(seed: 21)
        for _ in 0..<3_000 {
            let first = randomText(&generator)
            let second = randomText(&generator)
            var whole = XMLBytes()
            whole.cdata(first + second)
            var pieces = XMLBytes()
            pieces.beginCData()
            pieces.cdataText(first)
            pieces.cdataText(second)
            pieces.endCData()
            let expected = Self.referenceCData(first + second)
            let scalars = (first + "|" + second).unicodeScalars.map { String($0.value, radix: 16) }
            XCTAssertEqual(String(decoding: whole.bytes, as: UTF8.self), expected, "text: \(scalars)")
            XCTAssertEqual(String(decoding: pieces.bytes, as: UTF8.self), expected, "pieces: \(scalars)")
        }
    }
}
