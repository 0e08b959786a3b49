import Foundation
import LinkSpecTesting
import XCTest

/// `LinkSpecSetup(platform:)`: a test method's calls run on the phone it names,
/// and its scenario is named for that phone.
final class StepCallPlatformTests: XCTestCase {
    /// Calls against the demo app, whose map names its Android files, on one platform.
    class Calls: GivenWhenThen {
        class var linkSpec: LinkSpecSetup { LinkSpecSetup() }
        var failures: [ScenarioFailure] = []
        func record(_ failure: ScenarioFailure) { failures.append(failure) }
        func recordNotRun(_ step: ScenarioFailure) {}
    }

    final class AndroidCalls: Calls {
        override class var linkSpec: LinkSpecSetup { LinkSpecSetup(platform: .android) }
    }

    /// The test bundle's map, which names no Android files.
    final class AndroidCallsWithoutAndroidFiles: Calls {
        override class var linkSpec: LinkSpecSetup {
            LinkSpecSetup(app: .file("Tests/LinkSpecTestingBundleTests/Features/app.json"), platform: .android)
        }
    }

    func testOnAndroidTheBackButtonClosesThePresentedScreen() {
        let calls = AndroidCalls()
        calls.Given("I'm logged in as a mock user")
        calls.When("I open the app with \"somescreen/42\" deeplink")
        calls.Then("the Some Screen screen is displayed")
        calls.When("I press back")
        calls.Then("no screen is presented")
        calls.finishSteps()
        XCTAssertEqual(calls.failures.map(\.message), [])
    }

    func testOnIOSTheSameCallFailsForAnIPhoneHasNoBackButton() {
        let calls = Calls()
        calls.Given("I'm logged in as a mock user")
        calls.When("I open the app with \"somescreen/42\" deeplink")
        calls.When("I press back"); let pressBack = #line
        calls.finishSteps()
        XCTAssertEqual(calls.failures.map(\.line), [pressBack])
        XCTAssertEqual(calls.failures.first?.scenario, "testOnIOSTheSameCallFailsForAnIPhoneHasNoBackButton")
    }

    func testTheScenarioIsNamedForItsPlatform() {
        let calls = AndroidCalls()
        calls.Given("I'm logged in as a mock user")
        calls.Then("the Settings screen is displayed")
        calls.finishSteps()
        XCTAssertEqual(calls.failures.first?.scenario, "testTheScenarioIsNamedForItsPlatform [Android]")
    }

    func testAndroidNeedsTheMapsAndroidFiles() {
        let calls = AndroidCallsWithoutAndroidFiles()
        calls.Given("I'm logged in as a mock user")
        calls.finishSteps()
        let message = calls.failures.first?.message ?? ""
        XCTAssertTrue(message.contains("the app map names no androidManifest, so the app cannot run on Android"), message)
    }
}
