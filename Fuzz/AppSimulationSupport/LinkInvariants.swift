/// Opens a link and checks what must hold for every app map: the router returns,
/// the log names the link's ending with its reason, a link that changes nothing
/// leaves the screen alone, and a disabled intent never routes.
extension SimulatedApp {
    @discardableResult
    mutating func openChecked(_ text: String, via channel: OpeningChannel) -> LinkOutcome {
        let eventsBefore = events.count
        let pendingBefore = pendingLinks.count
        let wasForeground = launchState == .foreground
        let stackBefore = screenStack
        let outcome = open(text, via: channel)
        let added = events[eventsBefore...]

        // A link runs at most the links waiting for login after it; nothing loops.
        invariant(added.count <= 64 + 16 * pendingBefore,
                  "opening \(text) logged \(added.count) events:\n\(SimulatedAppView(self).recentEvents(20))")
        invariant(added.first == .linkReceived(link: text, channel: channel),
                  "the log does not start with the received link \(text)")
        invariant(added.contains(where: { $0.isEnding(of: text, as: outcome) }),
                  "no log entry says \(outcome) for \(text):\n\(SimulatedAppView(self).recentEvents(20))")

        switch outcome {
        case .ignored(let reason), .discarded(let reason), .pending(let reason),
             .notOpened(let reason), .openedInBrowser(let reason), .openedAppStore(let reason),
             .openedInAppClip(let reason), .signInFailed(let reason):
            invariant(!reason.isEmpty, "\(outcome) without a reason for \(text)")
        case .receivedBySignIn:
            break
        case .routed(let event), .awaitingPassword(let event):
            let route = map.route(forEvent: event.name)
            invariant(route != nil, "\(text) reached event \(event.name), which has no route")
            if let route {
                invariant(disabledReason(forIntent: route.intent) == nil,
                          "\(text) reached disabled intent \(route.intent)")
            }
        }
        switch outcome {
        case .ignored, .notOpened, .openedInBrowser, .openedAppStore, .openedInAppClip, .receivedBySignIn, .signInFailed:
            if wasForeground {
                invariant(screenStack == stackBefore,
                          "\(outcome) for \(text) changed the screens from \(stackBefore) to \(screenStack)")
            }
        default:
            break
        }
        return outcome
    }

    /// No screen is visible without what the app map says it needs, and no web
    /// view shows a host outside the allowed list. Holds for maps whose routes
    /// carry their screens' requirements, such as the demo app's.
    func checkScreensAreAllowed(after action: String) {
        for entry in screenStack {
            switch map.requirement(ofScreen: entry.screen.name) {
            case .none: break
            case .login:
                invariant(session.isLoggedIn, "\(entry.screen) is shown logged out after \(action):\n\(SimulatedAppView(self).stateDescription)")
            case .clinicalAccess:
                invariant(session.hasClinicalAccess,
                          "\(entry.screen) is shown without clinical access after \(action):\n\(SimulatedAppView(self).stateDescription)")
            }
            if let parameter = map.screen(named: entry.screen.name)?.webViewURLParameter {
                let url = entry.screen.context[parameter] ?? ""
                invariant(map.webViewRejection(of: url) == nil,
                          "web view \(entry.screen) shows a host that is not allowed after \(action)")
            }
        }
    }
}

extension AppEvent {
    /// Whether this entry is the ending the log must hold for `link` given `outcome`.
    func isEnding(of link: String, as outcome: LinkOutcome) -> Bool {
        switch (self, outcome) {
        case (.linkRouted(let l, _), .routed),
             (.linkIgnored(let l, _), .ignored),
             (.linkDiscarded(let l, _), .discarded),
             (.linkPending(let l, _), .pending),
             (.linkNotOpened(let l, _), .notOpened),
             (.linkOpenedInBrowser(let l, _), .openedInBrowser),
             (.linkOpenedAppStore(let l, _), .openedAppStore),
             (.linkOpenedInAppClip(let l, _), .openedInAppClip),
             (.signInCallbackReceived(let l), .receivedBySignIn),
             (.signInFailed(let l, _), .signInFailed):
            return l == link
        case (.promptShown, .awaitingPassword):
            return true
        default:
            return false
        }
    }
}
