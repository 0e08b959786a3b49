/// The app's web sign-in session (`ASWebAuthenticationSession`): its callback
/// goes to the session, never to the router.
enum SignInSteps {
    static func register(into library: inout StepLibrary<AppWorld>) {
        library.when("sign-in redirects to {string}",
                     doc: "The sign-in page redirects: the session's callback completes it; an https one needs webcredentials.") { (world, url: String) in
            try world.redirectSignIn(to: url)
        }
    }
}
