import Foundation

/// The substitution variables of an AASA: the file's own (`applinks.substitutionVariables`)
/// and Apple's predefined ones, `$(alpha)`, `$(upper)`, `$(lower)`, `$(alnum)`,
/// `$(digit)`, `$(xdigit)` (one character each), `$(region)` (ISO region codes,
/// `US`, `GB`, ...) and `$(lang)` (ISO language codes, `en`, `fr`, ...). A name
/// the file defines hides the predefined one.
package struct SubstitutionVariables: Sendable {
    package var custom: [String: [String]]

    package init(custom: [String: [String]] = [:]) { self.custom = custom }

    package func values(of name: String) -> [String]? { custom[name] ?? Self.predefined[name] }

    func hint(for name: String) -> String {
        suggestion(name, Set(custom.keys).union(Self.predefined.keys))
    }

    static let predefined: [String: [String]] = {
        let upper = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
        let lower = upper.map { $0.lowercased() }
        let digits = (0...9).map(String.init)
        let alpha = zip(upper, lower).flatMap { [$0, $1] }
        return [
            "alpha": alpha,
            "upper": upper,
            "lower": lower,
            "alnum": alpha + digits,
            "digit": digits,
            "xdigit": digits + Array(upper.prefix(6)) + Array(lower.prefix(6)),
            "region": regionCodes,
            "lang": languageCodes,
        ]
    }()

    /// ISO 3166 two-letter region codes, as Foundation (ICU) knows them.
    private static var regionCodes: [String] {
        Locale.Region.isoRegions.map(\.identifier)
            .filter { $0.count == 2 && $0.allSatisfy { $0.isASCII && $0.isUppercase } }.sorted()
    }

    /// ISO 639 two-letter language codes, as Foundation (ICU) knows them.
    private static var languageCodes: [String] {
        Locale.LanguageCode.isoLanguageCodes.map(\.identifier)
            .filter { $0.count == 2 && $0.allSatisfy { $0.isASCII && $0.isLowercase } }.sorted()
    }
}
