import PlatformLinkRules
import XCTest

/// `PatternMatcher`'s pattern types as Android documents them:
/// https://developer.android.com/reference/android/os/PatternMatcher and the
/// path attributes of https://developer.android.com/guide/topics/manifest/data-element
final class AndroidPatternTests: XCTestCase {
    private func assertMatches(_ kind: AndroidPattern.Kind, _ pattern: String, _ texts: [String], _ expected: Bool,
                               file: StaticString = #filePath, line: UInt = #line) throws {
        let compiled = try AndroidPattern(kind, pattern)
        for text in texts {
            XCTAssertEqual(compiled.matches(text), expected, "\(pattern) against \(text)", file: file, line: line)
        }
    }

    /// PATTERN_LITERAL, PATTERN_PREFIX, PATTERN_SUFFIX: the whole text, its start, its end.
    /// (`pathSuffix` "doesn't have to begin with the / character".)
    func testLiteralPrefixAndSuffixMatchTheWholeTextItsStartAndItsEnd() throws {
        try assertMatches(.literal, "/records", ["/records"], true)
        try assertMatches(.literal, "/records", ["/records/", "/Records", "/record"], false)
        try assertMatches(.prefix, "/records", ["/records", "/records/7", "/recordsX"], true)
        try assertMatches(.prefix, "/records", ["/record", "/x/records"], false)
        try assertMatches(.suffix, ".pdf", ["/a.pdf", "/b/c.pdf", ".pdf"], true)
        try assertMatches(.suffix, ".pdf", ["/a.pdf/", "/a.PDF"], false)
    }

    /// PATTERN_SIMPLE_GLOB and `pathPattern`: "An asterisk ('*') matches a
    /// sequence of 0 to many occurrences of the immediately preceding character.
    /// A period followed by an asterisk (".*") matches any sequence of 0 to many
    /// characters." A period alone is any one character.
    func testTheSimpleGlobsStarRepeatsTheCharacterBeforeItAndDotIsAnyCharacter() throws {
        try assertMatches(.simpleGlob, "/a*", ["/", "/a", "/aa", "/aaaa"], true)
        try assertMatches(.simpleGlob, "/a*", ["/b", "/ab"], false)
        try assertMatches(.simpleGlob, "/records/.*", ["/records/", "/records/7", "/records/7/notes"], true)
        try assertMatches(.simpleGlob, "/records/.*", ["/records", "/other/7"], false)
        try assertMatches(.simpleGlob, "/r.cords", ["/records", "/rXcords"], true)
        try assertMatches(.simpleGlob, "/r.cords", ["/rcords", "/reecords"], false)
    }

    /// "The character '\' can be used as an escape": `\*` and `\.` are literal.
    func testTheSimpleGlobsBackslashMakesTheNextCharacterLiteral() throws {
        try assertMatches(.simpleGlob, #"/a\*b"#, ["/a*b"], true)
        try assertMatches(.simpleGlob, #"/a\*b"#, ["/ab", "/aab"], false)
        try assertMatches(.simpleGlob, #"/file\.pdf"#, ["/file.pdf"], true)
        try assertMatches(.simpleGlob, #"/file\.pdf"#, ["/fileXpdf"], false)
        try assertMatches(.simpleGlob, #"/a\\b"#, [#"/a\b"#], true)
    }

    /// Android's matcher never backtracks: `.*` stops at the first occurrence
    /// of the character after it. The widely cited answer "android:pathPattern
    /// for single file" (https://e-learn.cn/qa/q-760703.html, a Stack Overflow
    /// mirror) shows `.*myfile\.ext` failing on /mnt/sdcard/tmp/myfile.ext and
    /// `/.*/.*/.*/myfile\.ext` matching it.
    func testTheSimpleGlobsDotStarStopsAtTheFirstOccurrenceOfTheNextCharacter() throws {
        try assertMatches(.simpleGlob, #".*myfile\.ext"#, ["/mnt/sdcard/tmp/myfile.ext"], false)
        try assertMatches(.simpleGlob, #"/.*/.*/.*/myfile\.ext"#, ["/mnt/sdcard/tmp/myfile.ext"], true)
        try assertMatches(.simpleGlob, #"/.*/.*/myfile\.ext"#, ["/mnt/sdcard/myfile.ext"], true)
        try assertMatches(.simpleGlob, #".*\.pdf"#, ["/report.pdf"], true)
        try assertMatches(.simpleGlob, #".*\.pdf"#, ["/report.v2.pdf"], false)
    }

    /// PATTERN_ADVANCED_GLOB and `pathAdvancedPattern`: "[0-5] matches a single
    /// digit from 0 to 5 but not 6 to 9. [a-zA-Z] matches any letter, regardless
    /// of case. Sets also support the "not" ^ modifier."
    func testTheAdvancedGlobsSetsTakeRangesAndNot() throws {
        try assertMatches(.advancedGlob, "/[0-5]", ["/0", "/3", "/5"], true)
        try assertMatches(.advancedGlob, "/[0-5]", ["/6", "/9", "/a", "/05"], false)
        try assertMatches(.advancedGlob, "/[a-zA-Z]", ["/a", "/Q", "/z"], true)
        try assertMatches(.advancedGlob, "/[a-zA-Z]", ["/1", "/-"], false)
        try assertMatches(.advancedGlob, "/[^/]", ["/a", "/1"], true)
        try assertMatches(.advancedGlob, "/[^/]", ["//"], false)
    }

    /// "The asterisk (*) modifier matches the preceding pattern zero or more
    /// times. The plus (+) modifier matches the preceding pattern one or more
    /// times. The range ({...}) modifier specifies the number of times a pattern
    /// can match."
    func testTheAdvancedGlobsModifiersCountTheElementBeforeThem() throws {
        try assertMatches(.advancedGlob, "/records/[0-9]*", ["/records/", "/records/7", "/records/123"], true)
        try assertMatches(.advancedGlob, "/records/[0-9]+", ["/records/7", "/records/123"], true)
        try assertMatches(.advancedGlob, "/records/[0-9]+", ["/records/", "/records/x"], false)
        try assertMatches(.advancedGlob, "/[0-9]{4}", ["/2024"], true)
        try assertMatches(.advancedGlob, "/[0-9]{4}", ["/202", "/20245"], false)
        try assertMatches(.advancedGlob, "/a{2,3}", ["/aa", "/aaa"], true)
        try assertMatches(.advancedGlob, "/a{2,3}", ["/a", "/aaaa"], false)
        try assertMatches(.advancedGlob, "/a{2,}", ["/aa", "/aaaaa"], true)
        try assertMatches(.advancedGlob, "/records/.+", ["/records/7/notes"], true)
        try assertMatches(.advancedGlob, #"/a\+\.b"#, ["/a+.b"], true)
        try assertMatches(.advancedGlob, #"/a\+\.b"#, ["/aa.b", "/a+xb"], false)
    }

    /// "matching is done against the pattern in real time with no backtracking
    /// support": an element takes what it can and never gives it back.
    func testTheAdvancedGlobNeverGivesBackWhatAnElementTook() throws {
        try assertMatches(.advancedGlob, "/[a-z]*a", ["/aa"], false)
        try assertMatches(.advancedGlob, "/[0-9]+/notes", ["/12/notes"], true)
    }

    func testAnAdvancedPatternThatDoesNotParseIsAnErrorSayingWhere() {
        for (pattern, message) in [
            ("/[0-9", "'/[0-9' is not an advanced pattern: '[' at 2 is never closed"),
            ("*/a", "'*/a' is not an advanced pattern: '*' at 1 repeats nothing"),
            ("/a**", "'/a**' is not an advanced pattern: '*' at 4 repeats nothing"),
            ("/a{2", "'/a{2' is not an advanced pattern: '{' at 3 is never closed"),
            ("/a{3,2}", "'/a{3,2}' is not an advanced pattern: '{' at 3 needs {n}, {m,n} or {m,} with m ≤ n"),
            ("/a{x}", "'/a{x}' is not an advanced pattern: '{' at 3 needs {n}, {m,n} or {m,}"),
            ("/[z-a]", "'/[z-a]' is not an advanced pattern: the range 'z-a' in the set at 2 runs backwards"),
            (#"/a\"#, #"'/a\' is not an advanced pattern: the '\' at its end escapes nothing"#),
        ] {
            XCTAssertThrowsError(try AndroidPattern(.advancedGlob, pattern), pattern) { error in
                XCTAssertEqual((error as? AndroidPatternError)?.message, message)
            }
        }
    }
}
