/// What is true of an Android phone before the scenario: the build installed
/// on it, and the user's "Open supported links" switch. Android phrases: on
/// iOS they fail, saying so (tag such scenarios `@android`).
enum AndroidSettingsSteps {
    static func register(into library: inout StepLibrary<AppWorld>) {
        library.given("the installed build is signed with the {string} key",
                      doc: "Android: the build on the phone is signed with this certificate of app.json's signingCertificates "
                        + "(hosts whose assetlinks.json does not list it are not verified).",
                      roles: [.certificate]) { (world, certificate: String) in
            try world.installBuild(signedWith: certificate)
        }
        library.given(#"I turned off "Open supported links" for the app"#,
                      doc: "Android: the user turned the app's \"Open supported links\" off; verified web links open the browser.") { world in
            try world.setOpensSupportedLinks(false)
        }
    }
}
