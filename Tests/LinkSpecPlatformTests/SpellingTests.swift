import LinkSpecPlatform
import XCTest

/// The one "did you mean" rule: a third of the letters at most, without case,
/// the closest first.
final class SpellingTests: XCTestCase {
    func testDistanceCountsChangesInsertionsAndRemovals() {
        XCTAssertEqual(Spelling.distance("setings", "settings"), 1)
        XCTAssertEqual(Spelling.distance("kitten", "sitting"), 3)
        XCTAssertEqual(Spelling.distance("", "abc"), 3)
        XCTAssertEqual(Spelling.distance("é🥒", "e🥒"), 1, "letters are Unicode scalars")
    }

    func testTheClosestNameWithinAThirdIsProposed() {
        XCTAssertEqual(Spelling.closest(to: "Setings", among: ["Home", "Setting", "Settings"]), "Settings")
        XCTAssertEqual(Spelling.closest(to: "CHAT", among: ["chat", "Chat"]), "chat", "the first of equally close names")
        XCTAssertNil(Spelling.closest(to: "profle", among: ["home"]))
        XCTAssertNil(Spelling.closest(to: "ab", among: ["ac"]), "one letter in two is too many")
        XCTAssertEqual(Spelling.closest(to: "abc", among: ["abd"]), "abd", "one in three is not")
    }
}
