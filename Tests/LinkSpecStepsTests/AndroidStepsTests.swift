import XCTest

/// The Android phrases on the demo app's Android files, what the existing
/// assertions say of Android's decisions, and the Android phrases on iOS
/// (which fail, saying to tag the scenario).
final class AndroidStepsTests: XCTestCase {
    func testTheUploadKeyBuildIsVerifiedAndAnUnknownKeyFailsWithTheNames() throws {
        try assertPasses("""
            Given the app is launched
            And I'm logged in as a mock user
            And the installed build is signed with the "upload" key
            When I open "https://babylon.example/somescreen/3"
            Then the "Some Screen" screen is displayed with id "3"
            """, on: .android)
        try assertFails("""
            Given the installed build is signed with the "uplod" key
            """, on: .android, saying: #"cannot sign the installed build with "uplod": app.json's signingCertificates has no 'uplod' (did you mean 'upload'?)"#)
    }

    func testOpenSupportedLinksOffSendsWebLinksToTheBrowserAndTheLogSaysWhy() throws {
        try assertFails("""
            Given the app is launched
            And I'm logged in as a mock user
            And I turned off "Open supported links" for the app
            When I open "https://babylon.example/somescreen/3"
            Then the "Some Screen" screen is displayed with id "3"
            """, on: .android, saying: #""Open supported links" turned off for the app"#,
            #"opened in the browser: https://babylon.example/somescreen/3: the user turned off "Open supported links" for the app"#)
    }

    func testAnIntentForAnAppNotInstalledFollowsItsFallback() throws {
        try assertPasses("""
            Given the app is not installed
            When I open "intent://babylon.example/somescreen/1#Intent;scheme=https;package=com.babylon.demo;S.browser_fallback_url=https%3A%2F%2Fbabylon.example%2F;end"
            Then the link opens in the browser
            """, on: .android)
    }

    func testBackPopsThePushedScreen() throws {
        try assertPasses("""
            Given the app is launched
            And I'm logged in as a mock user
            When I open "babylon://product/a"
            And I press back
            Then the "Home" screen is displayed
            """, on: .android)
    }

    func testAndroidPhrasesFailOnIOSSayingSo() throws {
        try assertFails("""
            Given the app is launched
            When I press back
            """, saying: "cannot press back: an iPhone has no back button (tag the scenario @android)")
        try assertFails("""
            Given the installed build is signed with the "upload" key
            """, saying: "signing certificates are Android's (tag the scenario @android)")
        try assertFails("""
            Given I turned off "Open supported links" for the app
            """, saying: #""Open supported links" is an Android setting (tag the scenario @android)"#)
    }
}
