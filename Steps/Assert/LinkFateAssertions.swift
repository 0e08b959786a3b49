import LinkSpecRunner
import SimulatedApp

/// What became of "the deep link": the last link a step opened, as the event
/// log tells it now (a link that waited and then routed after login counts as
/// routed, not waiting).
enum LinkFateAssertions {
    static func register(into library: inout StepLibrary<AppWorld>) {
        library.then("the deep link is ignored") { world in
            try expect(world, "to be ignored") { if case .ignored = $0 { return true } else { return false } }
        }
        library.then("the deep link is discarded") { world in
            try expect(world, "to be discarded") { if case .discarded = $0 { return true } else { return false } }
        }
        library.then("the deep link is waiting for login") { world in
            try expect(world, "to wait for login") { fate in
                if case .waitingForLogin = fate { return world.app.isWaitingForLogin }
                return false
            }
        }
        library.then("the app is not opened") { world in
            try expect(world, "not to open the app") { if case .notOpened = $0 { return true } else { return false } }
        }
        library.then("the link opens in the browser") { world in
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
