import Foundation
import LinkSpecPlatform

/// One regular expression of a snippet-enabled parameter type, compiled once
/// per generator, and where it occurs in step text as a whole word (bounded by
/// the text's ends, white space, punctuation or symbols). Offsets are UTF-16.
struct ParameterTypeMatcher: Sendable {
    let parameterType: ExpressionParameterType
    /// Used with the lock held (see `CompiledRegex`).
    private let regex: Locked<NSRegularExpression?>

    init(parameterType: ExpressionParameterType, regularExpression: String) {
        self.parameterType = parameterType
        regex = Locked(try? NSRegularExpression(pattern: "(" + regularExpression + ")", options: []))
    }

    struct Occurrence {
        let parameterType: ExpressionParameterType
        let start: Int
        let length: Int

        /// Earlier first, then longer first; equal occurrences are equally good.
        static func isBetter(_ lhs: Occurrence, than rhs: Occurrence) -> Bool {
            lhs.start != rhs.start ? lhs.start < rhs.start : lhs.length > rhs.length
        }

        func isAsGood(as other: Occurrence) -> Bool {
            start == other.start && length == other.length
        }
    }

    /// The first whole-word, non-empty occurrence found searching from each
    /// position at or after `position` in turn. After a match that is not a
    /// whole word the search resumes just after its start (the positions in
    /// between would find the same match), keeping long texts linear-ish.
    func firstOccurrence(in text: NSString, from position: Int) -> Occurrence? {
        var searchStart = position
        while searchStart < text.length {
            let range = NSRange(location: searchStart, length: text.length - searchStart)
            guard let found = regex.withLock({ $0?.firstMatch(in: text as String, options: [], range: range)?.range }) else {
                return nil
            }
            let end = found.location + found.length
            if found.length > 0, found.location == 0 || Self.separates(text.character(at: found.location - 1)),
               end == text.length || Self.separates(text.character(at: end)) {
                return Occurrence(parameterType: parameterType, start: found.location, length: found.length)
            }
            searchStart = max(searchStart, found.location) + 1
        }
        return nil
    }

    /// Separators, punctuation and symbols (`\p{Z}|\p{P}|\p{S}`).
    private static func separates(_ unit: unichar) -> Bool {
        guard let scalar = Unicode.Scalar(unit) else { return false }
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator,
             .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation,
             .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default:
            return false
        }
    }
}
