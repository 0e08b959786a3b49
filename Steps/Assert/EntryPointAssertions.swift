/// Where "the deep link" (the last link a step opened) arrived: the API of the
/// app's lifecycle, the sign-in session, the App Clip, the App Store.
enum EntryPointAssertions {
    static func register(into library: inout StepLibrary<AppWorld>) {
        library.then("the link arrives through {string}",
                     doc: "Checks the API the app's lifecycle received the last link through: \"scene(_:openURLContexts:)\", ...") { (world, api: String) in
            let arrived = world.lastLinkEvents.compactMap { event -> EntryAPI? in
                if case .linkDelivered(_, let api) = event { return api } else { return nil }
            }.last
            guard arrived?.name != api else { return }
            let link = world.lastLink.map(quote) ?? "(none)"
            let instead = arrived.map { "it arrived through \($0)" } ?? "no API of the app received it: it was \(world.lastLinkFate)"
            throw world.failure("expected the deep link \(link) to arrive through \(api), but \(instead)")
        }
        library.then("the sign-in session receives {string}",
                     doc: "Checks that the web sign-in session received this URL as its callback.") { (world, url: String) in
            let received = world.app.simulated.events.contains { $0 == .signInCallbackReceived(link: url) }
            guard !received else { return }
            throw world.failure("expected the sign-in session to receive \(quote(url)), but the last link was \(world.lastLinkFate)")
        }
        library.then("the sign-in session fails", doc: "Checks that the sign-in session failed on the last redirect.") { world in
            try expect(world, "to fail the sign-in session") { if case .signInFailed = $0 { return true } else { return false } }
        }
        library.then("the App Clip opens with {string}", doc: "Checks that the App Clip opened with this invocation URL.") { (world, url: String) in
            let opened = world.app.simulated.events.contains { event in
                if case .linkOpenedInAppClip(url, _) = event { return true } else { return false }
            }
            guard !opened else { return }
            throw world.failure("expected the App Clip to open with \(quote(url)), but the last link was \(world.lastLinkFate)")
        }
        library.then("the App Store opens", doc: "Checks that the last link led to the App Store (the app is not installed).") { world in
            try expect(world, "to lead to the App Store") { if case .openedAppStore = $0 { return true } else { return false } }
        }
        library.then("nothing opens", doc: "Checks that nothing opened for the last link (an open call that reports false).") { world in
            try expect(world, "to open nothing") { if case .notOpened = $0 { return true } else { return false } }
        }
    }

    private static func expect(_ world: AppWorld, _ expectation: String, _ holds: (LinkFate) -> Bool) throws {
        let fate = world.lastLinkFate
        guard !holds(fate) else { return }
        throw world.failure("expected the deep link \(world.lastLink.map(quote) ?? "(none)") \(expectation), but it was \(fate)")
    }
}
