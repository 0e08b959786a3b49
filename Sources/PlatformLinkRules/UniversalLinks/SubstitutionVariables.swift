import Foundation

/// The substitution variables of an AASA: the file's own (`applinks.substitutionVariables`)
/// and Apple's predefined ones, `$(alpha)`, `$(upper)`, `$(lower)`, `$(alnum)`,
/// `$(digit)`, `$(xdigit)` (one character each), `$(region)` (ISO region codes,
/// `US`, `GB`, ...) and `$(lang)` (ISO language codes, `en`, `fr`, ...). A name
/// the file defines hides the predefined one.
package struct SubstitutionVariables: Sendable {
    package var custom: [String: [String]]

    package init(custom: [String: [String]] = [:]) { self.custom = custom }

    package func values(of name: String) -> [String]? { custom[name] ?? Self.predefined(name) }

    static let predefinedNames: Set<String> = ["alpha", "upper", "lower", "alnum", "digit", "xdigit", "region", "lang"]

    static func predefined(_ name: String) -> [String]? {
        switch name {
        case "alpha": return zip(upper, lower).flatMap { [$0, $1] }
        case "upper": return upper
        case "lower": return lower
        case "alnum": return zip(upper, lower).flatMap { [$0, $1] } + digits
        case "digit": return digits
        case "xdigit": return digits + upper.prefix(6) + lower.prefix(6)
        // Asked of ICU only when a file uses them: loading its data costs a run's start-up.
        case "region": return regionCodes
        case "lang": return languageCodes
        default: return nil
        }
    }

    private static let upper = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
    private static let lower = upper.map { $0.lowercased() }
    private static let digits = (0...9).map(String.init)

    /// ISO 3166 two-letter region codes, as Foundation (ICU) knows them.
    private static let regionCodes: [String] = Locale.Region.isoRegions.map(\.identifier)
        .filter { $0.count == 2 && $0.allSatisfy { $0.isASCII && $0.isUppercase } }.sorted()

    /// ISO 639 two-letter language codes, as Foundation (ICU) knows them.
    private static let languageCodes: [String] = Locale.LanguageCode.isoLanguageCodes.map(\.identifier)
        .filter { $0.count == 2 && $0.allSatisfy { $0.isASCII && $0.isLowercase } }.sorted()
}
