@testable import AppSimulation
@testable import AppFiles
import XCTest

/// Build settings filled into the app's files as Xcode fills them (an unset
/// one with nothing), and a clear error, never a hang, for settings that name
/// each other badly.
final class BuildSettingsTests: XCTestCase {
    func testSettingsFillSettingsWithModifiers() {
        let settings = BuildSettings(values: ["PRODUCT_BUNDLE_IDENTIFIER": "com.babylon.$(PRODUCT_NAME:rfc1034identifier)",
                                      "PRODUCT_NAME": "Babylon Demo", "TEAM": "abc"])
        XCTAssertEqual(try settings.expand("$(PRODUCT_BUNDLE_IDENTIFIER).${TEAM:upper}").get(),
                       .init(text: "com.babylon.Babylon-Demo.ABC", unset: []))
    }

    func testAChainLongerThanAFewLevelsIsNoCycle() {
        var values = ["S0": "end"]
        for level in 1...30 { values["S\(level)"] = "$(S\(level - 1))" }
        XCTAssertEqual(try BuildSettings(values: values).expand("$(S30)").get().text, "end")
    }

    /// Issue 24, item 4: `${BUNDLE_ID_PREFIX}.App${BUNDLE_ID_SUFFIX}` without a suffix.
    func testAnUnsetSettingExpandsToNothingAndIsNamed() throws {
        let settings = BuildSettings(values: ["BUNDLE_ID_PREFIX": "org.example", "NAME": "$(MISSING:upper)x"])
        XCTAssertEqual(try settings.expand("${BUNDLE_ID_PREFIX}.App${BUNDLE_ID_SUFFIX}").get(),
                       .init(text: "org.example.App", unset: ["BUNDLE_ID_SUFFIX"]))
        XCTAssertEqual(try settings.expand("$(NAME)$(NAME)-$(OTHER)").get(), .init(text: "xx-", unset: ["MISSING", "OTHER"]),
                       "a setting's own unset settings are named, each once")
    }

    func testACycleIsNamed() {
        let settings = BuildSettings(values: ["A": "x$(B)", "B": "$(C)", "C": "$(A)"])
        guard case .failure(let problem) = settings.expand("$(A)") else { return XCTFail("a cycle expanded") }
        XCTAssertEqual(problem.message, "the build setting A refers to itself (A -> B -> C -> A)")
    }

    /// Each setting names the one below four times: 4^20 characters unless stopped.
    func testSettingsThatMultiplyEachOtherStopAtTheLengthLimit() {
        var values = ["S0": "abcdefgh"]
        for level in 1...20 { values["S\(level)"] = String(repeating: "$(S\(level - 1))", count: 4) }
        guard case .failure(let problem) = BuildSettings(values: values).expand("$(S20)") else { return XCTFail("expanded") }
        XCTAssertTrue(problem.message.contains("expand to more than 65536 bytes"), problem.message)
    }

    func testAChainDeeperThanTheLimitIsAnError() {
        var values = ["S0": "end"]
        for level in 1...100 { values["S\(level)"] = "$(S\(level - 1))" }
        guard case .failure(let problem) = BuildSettings(values: values).expand("$(S100)") else { return XCTFail("expanded") }
        XCTAssertTrue(problem.message.contains("more than 64 deep"), problem.message)
    }
}
