import XCTest
@testable import LinkSpecCLI

/// Runs the command line in-process and captures what it prints.
func runLinkSpec(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
    final class Box: @unchecked Sendable { var out = ""; var err = "" }
    let box = Box()
    let console = Console(out: { box.out += $0 }, err: { box.err += $0 })
    let code = LinkSpecCommand.main(arguments, console: console)
    return (code, box.out, box.err)
}

final class CommandLineTests: XCTestCase {
    func testVersionPrintsTheVersion() {
        let result = runLinkSpec(["--version"])
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(result.out, "linkspec \(LinkSpecVersion.current)\n")
    }

    func testHelpListsUsage() {
        let result = runLinkSpec(["--help"])
        XCTAssertEqual(result.code, 0)
        XCTAssertTrue(result.out.contains("USAGE:"))
        XCTAssertTrue(result.out.contains("--version"))
    }

    func testUnknownOptionIsAOneLineErrorWithAHintAndExitCode2() {
        let result = runLinkSpec(["--frobnicate"])
        XCTAssertEqual(result.code, 2)
        let lines = result.err.split(separator: "\n")
        XCTAssertEqual(lines.first, "linkspec: unknown option '--frobnicate'")
        XCTAssertEqual(lines.count, 2)
        XCTAssertTrue(lines[1].contains("--help"))
    }
}
