import AppSimulation

/// Every situation a link is tried in: on iOS, and on Android when the map
/// names its Android files; each state, by the OS and from inside the app (on
/// Android by the OS only: the in-app router is the app's own, the same on
/// both), with no flavour and with each of the map's flavours; and, with no
/// flavour, by the platform's other entry points (`EntryPointChannels`). States that
/// need a link to set them up (a link waiting for login, the password prompt,
/// the clinical-access grant) use the first ordinary route link that gets there
/// in that flavour on that phone; where none does, the state does not exist for
/// this app and is left out.
package enum SituationCatalog {
    package static func situations(for map: AppMap, routing: RoutingFunction? = nil) -> [Situation] {
        var result: [Situation] = []
        for platform in MobilePlatform.allCases where platform == .iOS || map.android != nil {
            let ordinary = LinkGenerator(map: map).ordinaryLinks(on: platform)
            for flavour in [nil] + map.flavours.map(\.name) {
                let flavourSteps = flavour.map { [SetupStep.flavour($0)] } ?? []
                for state in Situation.State.allCases {
                    guard let setup = setup(for: state, flavourSteps: flavourSteps, map: map, routing: routing, platform: platform,
                                            ordinary: ordinary) else { continue }
                    let entryPoints = flavour != nil ? []
                        : platform == .iOS ? EntryPointChannels.channels(in: state, map: map) : EntryPointChannels.androidChannels(in: state)
                    for channel in (platform == .iOS ? [OpeningChannel.system, .inApp] : [.system]) + entryPoints {
                        result.append(Situation(platform: platform, state: state, channel: channel, flavour: flavour, setup: setup,
                                                map: map, routing: routing))
                    }
                }
            }
        }
        return result
    }

    static func setup(for state: Situation.State, flavourSteps: [SetupStep], map: AppMap, routing: RoutingFunction?,
                      platform: MobilePlatform, ordinary: [String]) -> [SetupStep]? {
        let launched = [SetupStep.launch] + flavourSteps
        let loggedIn = launched + [.logIn]
        switch state {
        case .loggedIn: return loggedIn
        case .loggedOut: return launched
        case .coldStart: return [.notRunning] + flavourSteps
        case .coldStartLoggedIn: return [.notRunning] + flavourSteps + [.logIn]
        case .notInstalled: return [.notInstalled, .allowPasting] + flavourSteps
        case .background: return loggedIn + [.moveToBackground]
        case .pendingLogin:
            return first(of: ordinary, after: launched, map: map, routing: routing, platform: platform) { $0.isWaitingForLogin }
        case .passwordPrompt:
            return first(of: ordinary, after: loggedIn, map: map, routing: routing, platform: platform) { $0.isPasswordPromptShown }
        case .clinicalAccessGranted:
            guard let password = map.clinicalAccessPassword,
                  let prompt = first(of: ordinary, after: loggedIn, map: map, routing: routing, platform: platform,
                                     where: { $0.isPasswordPromptShown })
            else { return nil }
            let granted = prompt + [.enterPassword(password)]
            var app = SimulatedApp(map: map, routing: routing, platform: platform)
            for step in granted { step.apply(to: &app) }
            return app.session.hasClinicalAccess ? granted : nil
        }
    }

    /// `steps` then `open(link)` for the first link after which `holds` is true.
    private static func first(of links: [String], after steps: [SetupStep], map: AppMap, routing: RoutingFunction?,
                              platform: MobilePlatform, where holds: (SimulatedApp) -> Bool) -> [SetupStep]? {
        var app = SimulatedApp(map: map, routing: routing, platform: platform)
        for step in steps { step.apply(to: &app) }
        for link in links {
            var trial = app
            SetupStep.open(link).apply(to: &trial)
            if holds(trial) { return steps + [.open(link)] }
        }
        return nil
    }
}
