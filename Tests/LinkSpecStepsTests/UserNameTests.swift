import Foundation
@testable import LinkSpecSteps
import XCTest

/// A blank user name is one Foundation trims to nothing; the byte check in
/// front of the trimming must agree with it.
final class UserNameTests: XCTestCase {
    func testBlankNamesAreThoseFoundationTrimsToNothing() {
        let names = [
            "", " ", "\t", " \t ", "\n", "\r\n", "\u{A0}", "\u{2003}", "\u{3000}", " \u{A0} ", "a", " a ", "mock user",
            "\u{200B}", "é", " é", "\u{FEFF}", "\u{85}", "\t\u{2009}x", "😀",
        ]
        for name in names {
            XCTAssertEqual(AppWorld.isBlank(name), name.trimmingCharacters(in: .whitespaces).isEmpty, name.debugDescription)
        }
        XCTAssertTrue(AppWorld.isBlank(" \u{3000}\t"))
        XCTAssertFalse(AppWorld.isBlank(" x "))
    }
}
