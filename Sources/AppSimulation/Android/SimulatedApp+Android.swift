import LinkSpecPlatform
import PlatformLinkRules

/// The simulated app on an Android phone: which links the OS hands to it (the
/// manifest's intent filters, App Links verification against the assetlinks.json
/// files, the user's "Open supported links" switch), Chrome's `intent:` links,
/// the build's signing certificate and the back button. Once the app opens,
/// the same routes route the link as on iOS.
extension SimulatedApp {
    /// A link the OS opens (tapped in a browser or an e-mail, a notification,
    /// another app), by Android 12's rules: where `androidHandOver(of:)` sends it.
    mutating func openOnAndroid(_ text: String) -> LinkOutcome {
        let handOver = androidHandOver(of: text)
        if let intent = handOver.intentRead, let data = intent.data {
            log(.chromeIntentRead(link: text, data: data, package: intent.package))
        }
        return deliver(text, data: handOver.data, handOver.verdict)
    }

    /// Where Android sends a link the OS opens, without opening it (the run
    /// opens by it, the language server judges by it), by Android 12's rules
    /// (`AndroidFiles.verdict`): a web link opens the app only when an intent
    /// filter takes it and its host is verified; a custom-scheme link when a
    /// filter takes it; a Chrome `intent:` link as `chromeIntentHandOver`
    /// says; else the browser opens it, or nothing does.
    func androidHandOver(of text: String) -> AndroidHandOver {
        guard let files = map.android else {
            return AndroidHandOver(.nothing, "app.json names no androidManifest, so the app has no intent filter on Android")
        }
        if ChromeIntent.isIntent(text) { return chromeIntentHandOver(text, files) }
        guard let link = AndroidLink(text) else { return AndroidHandOver(.nothing, "'\(text)' has no scheme; Android opens only full URLs") }
        guard entry.isInstalled else { return AndroidHandOver(link.isWeb ? .browser : .nothing, "the app is not installed") }
        return AndroidHandOver(verdict: files.verdict(for: link, installedWith: installedCertificate, openSupportedLinks: opensSupportedLinks))
    }

    /// Where the verdict sends `text`; in the app, the routes route `data` (the
    /// link itself, or the one a Chrome intent carries).
    private mutating func deliver(_ text: String, data: String? = nil, _ verdict: AndroidLinkVerdict) -> LinkOutcome {
        switch verdict.destination {
        case .nothing: return notOpened(text, verdict.reason)
        case .browser: return openedInBrowser(text, verdict.reason)
        case .app: break
        }
        log(.androidLinkResolved(link: text, rule: verdict.reason))
        let url = data ?? text
        guard case .success(let link) = Link.parse(url) else {
            launch(coldStartBy: text)
            return ignore(text, "malformed link: \(url)")
        }
        var notes: [AppEvent] = []
        let decision = decide(link, text: text, url: url, channel: link.isWeb ? .universalLink : .customScheme, notes: &notes)
        if case .app(let activity) = verdict.destination { arriveOnAndroid(text, activity: activity) } else { launch(coldStartBy: text) }
        return enter(text, decision, notes: notes)
    }

    /// An `intent:` link tapped in Chrome. An intent naming the app's package
    /// goes to the app when one of its filters takes the link it carries (an
    /// intent for one package is not a generic web intent, so its web link
    /// needs no verification); an intent naming no package is resolved as its
    /// link would be. When the app does not take it, Chrome opens
    /// `S.browser_fallback_url`, else the Play Store page of the package.
    private func chromeIntentHandOver(_ text: String, _ files: AndroidFiles) -> AndroidHandOver {
        guard let intent = ChromeIntent(text) else {
            return AndroidHandOver(.nothing, "Chrome reads 'intent:' links as intent:…#Intent;…;end, and this one is not")
        }
        let appID = files.applicationID ?? ""
        var refusal: String
        var read: ChromeIntent?
        if !entry.isInstalled {
            refusal = "the app is not installed"
        } else if let package = intent.package, package != appID {
            refusal = "the intent is for \(package), not this app (\(appID))"
        } else if let data = intent.data, let link = AndroidLink(data) {
            read = intent
            if intent.package == nil {
                return AndroidHandOver(verdict: files.verdict(for: link, installedWith: installedCertificate, openSupportedLinks: opensSupportedLinks),
                                       data: data, intentRead: intent)
            }
            let taker = files.manifest?.intentFilters.first { $0.filter.accepts(intent, link: link) }
            if let taker {
                let activity = taker.activity.name.value
                return AndroidHandOver(verdict: AndroidLinkVerdict(destination: .app(activity: activity), filter: taker.filter.location,
                    reason: "the intent names \(appID), and \(activity) takes \(data) (intent filter at \(taker.filter.location)); "
                        + "an intent for one app needs no App Links verification"), data: data, intentRead: intent)
            }
            refusal = "no intent filter of \(appID) takes \(data) with \(intent.action)"
        } else {
            refusal = "the intent names no scheme, so no intent filter takes it"
        }
        if let fallback = intent.fallbackURL {
            return AndroidHandOver(.browser, "\(refusal): Chrome opens the intent's browser_fallback_url \(fallback)", intentRead: read)
        }
        if let package = intent.package {
            return AndroidHandOver(.nothing, "\(refusal): Chrome opens the Play Store page of \(package) (market://details?id=\(package))",
                                   intentRead: read)
        }
        return AndroidHandOver(.nothing, refusal, intentRead: read)
    }

    /// Whether https links to `host` reach the app's web routes once it opens
    /// on Android: the hosts of its browsable web intent filters (on iOS, its
    /// associated domains).
    func takesAndroidWebLinks(onHost host: String) -> Bool {
        map.android?.takesWebLinks(onHost: host.lowercased()) ?? false
    }

    // MARK: what the user does on Android

    /// The back button: it closes the password prompt (the link behind it is
    /// discarded), else dismisses the presented screen, else pops the selected
    /// tab's top screen, else goes back to the start tab; on the start tab (or
    /// the login screen) it finishes an activity instance a link started over
    /// another (launchMode `standard`), showing the one below as it was, else
    /// the app moves to the background, as Android 12 and later do with a root
    /// activity. Only Android phones have it.
    package mutating func pressBack() throws(SimulatedAppError) {
        guard platform == .android else {
            throw SimulatedAppError("an iPhone has no back button (tag the scenario @android)")
        }
        guard launchState == .foreground else { throw SimulatedAppError("the app is not in the foreground") }
        log(.backPressed)
        if let prompt {
            self.prompt = nil
            log(.promptDismissed(name: PasswordPrompt.screen.name))
            _ = discard(prompt.task.link, "the password prompt was closed with the back button")
            resumePendingLinks()
        } else if let top = presented.popLast() {
            log(.screenDismissed(top))
        } else if var bar = tabBar, var selected = bar.selected, !selected.pushed.isEmpty {
            selected.pushed.removeLast()
            bar.tabs[bar.selectedIndex] = selected
            tabBar = bar
            log(.poppedTo(selected.pushed.last ?? selected.root, tab: selected.name))
        } else if let bar = tabBar, bar.selected?.name != map.initialTab {
            select(tab: map.initialTab)
        } else if let below = activityBackStack.popLast() {
            log(.activityFinished(activity: below.activity))
            tabBar = below.tabBar
            presented = below.presented
        } else {
            moveToBackground()
        }
    }

    /// The installed build is signed with the certificate of that name in
    /// `app.json`'s `signingCertificates` (Android verifies hosts for it).
    package mutating func installBuild(signedWith name: String) throws(SimulatedAppError) {
        guard platform == .android else {
            throw SimulatedAppError("signing certificates are Android's (tag the scenario @android)")
        }
        let certificates = map.android?.signingCertificates ?? []
        guard let certificate = certificates.first(where: { $0.name == name }) else {
            throw SimulatedAppError(certificates.isEmpty
                ? "app.json names no signingCertificates"
                : "app.json's signingCertificates has no '\(name)'\(suggestion(name, Set(certificates.map(\.name))))"
                    + "; it names \(certificates.map { "'\($0.name)'" }.joined(separator: ", "))")
        }
        installedCertificate = certificate
        log(.installedBuildSigned(certificate: certificate.described))
    }

    /// The user's "Open supported links" switch for the app (Settings > Apps >
    /// the app > Open by default): off, verified web links open the browser.
    package mutating func setOpensSupportedLinks(_ on: Bool) throws(SimulatedAppError) {
        guard platform == .android else {
            throw SimulatedAppError("\"Open supported links\" is an Android setting (tag the scenario @android)")
        }
        opensSupportedLinks = on
        log(.supportedLinksSwitched(on: on))
    }
}

/// Where Android sends a link: the verdict, the link the app receives when it
/// is not the one opened (a Chrome intent's data), and the Chrome intent read.
struct AndroidHandOver {
    var verdict: AndroidLinkVerdict
    var data: String? = nil
    var intentRead: ChromeIntent? = nil

    init(verdict: AndroidLinkVerdict, data: String? = nil, intentRead: ChromeIntent? = nil) {
        self.verdict = verdict
        self.data = data
        self.intentRead = intentRead
    }

    init(_ destination: AndroidLinkVerdict.Destination, _ reason: String, intentRead: ChromeIntent? = nil) {
        self.init(verdict: AndroidLinkVerdict(destination: destination, reason: reason), intentRead: intentRead)
    }
}

extension AndroidFiles {
    /// Whether a browsable web intent filter takes links to `host`: the app's
    /// web routes route such a link once it opens.
    package func takesWebLinks(onHost host: String) -> Bool {
        manifest?.intentFilters.contains { _, filter in
            filter.takesBrowserLinks && filter.schemes.contains { $0.value == "http" || $0.value == "https" }
                && filter.authorities.contains { $0.matches(host: host, port: nil) }
        } ?? false
    }
}

extension IntentFilter {
    /// Whether the filter takes a Chrome intent carrying `link`: its action,
    /// its categories with `BROWSABLE` (Chrome adds it) and `DEFAULT` (Android
    /// adds it), and the data test.
    package func accepts(_ intent: ChromeIntent, link: AndroidLink) -> Bool {
        hasAction(intent.action) && hasCategory(Self.browsableCategory) && hasCategory(Self.defaultCategory)
            && intent.categories.allSatisfy(hasCategory) && acceptsData(of: link)
    }
}
