/// What became of "the deep link": the last link a step opened, as the event
/// log tells it now (a link that waited and then routed after login counts as
/// routed, not waiting).
enum LinkFateAssertions {
    static func register(into library: inout StepLibrary<AppWorld>) {
        library.then("the deep link is ignored", doc: "Checks that the last link opened was ignored: no route took it.") { world in
            try expect(world, "to be ignored") { if case .ignored = $0 { return true } else { return false } }
        }
        library.then("the deep link is discarded", doc: "Checks that the last link opened was discarded: routed, then dropped.") { world in
            try expect(world, "to be discarded") { if case .discarded = $0 { return true } else { return false } }
        }
        library.then("the deep link is waiting for login", doc: "Checks that the last link opened waits for login.") { world in
            try expect(world, "to wait for login") { fate in
                if case .waitingForLogin = fate { return world.app.isWaitingForLogin }
                return false
            }
        }
        library.then("the app is not opened", doc: "Checks that the OS did not open the app for the last link.") { world in
            try expect(world, "not to open the app") { if case .notOpened = $0 { return true } else { return false } }
        }
        library.then("the link opens in the browser", doc: "Checks that the last link opened in the browser, not in the app.") { world in
            try expect(world, "to open in the browser") { if case .openedInBrowser = $0 { return true } else { return false } }
        }
    }

    private static func expect(_ world: AppWorld, _ expectation: String, _ holds: (LinkFate) -> Bool) throws {
        let fate = world.lastLinkFate
        guard !holds(fate) else { return }
        let link = world.lastLink.map(quote) ?? "(none)"
        throw world.failure("expected the deep link \(link) \(expectation), but it was \(fate)")
    }
}
