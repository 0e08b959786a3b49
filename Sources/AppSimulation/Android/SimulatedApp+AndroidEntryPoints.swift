import PlatformLinkRules

/// Android's own entry points, and the API of the activity each link arrives
/// through (Android's "Tasks and the back stack", `Activity.onNewIntent`):
///
/// - a notification whose `PendingIntent` carries the link, and a static App
///   Shortcut (`res/xml/shortcuts.xml`): explicit intents the app built for its
///   own activity, so no intent filter and no App Links verification are asked;
///   the app's code routes the link (a bare intent path too, for a notification);
/// - another app's `Intent.ACTION_VIEW` with the app's package set: not a
///   generic web intent, so no verification, but `startActivity` still needs a
///   filter of the package with `VIEW` and `DEFAULT` that takes the link
///   (`BROWSABLE` is only for browsers); without one it throws
///   `ActivityNotFoundException` and nothing opens.
///
/// The activity receives the link in `onCreate` (`getIntent().getData()`) when
/// the app is not running, or when its `launchMode` is `standard`: a new
/// instance then starts on top of the running one, and back returns to it; in
/// `onNewIntent` (`intent.getData()`) with any other `launchMode`, the back stack unchanged.
extension SimulatedApp {
    /// One activity instance below the top one, with what it showed.
    struct ActivityInstance: Sendable {
        var activity: String
        var tabBar: TabBar?
        var presented: [Screen]
    }

    /// Launches the app or brings it forward for a link `activity` (the
    /// manifest's name, nil: the launcher activity) receives, and logs the API it arrives through.
    mutating func arriveOnAndroid(_ text: String, activity name: String?) {
        let activities = map.android?.manifest?.activities ?? []
        let activity = activities.first { $0.name.value == name } ?? launcherActivity ?? activities.first
        let shown = activity?.name.value ?? "the app's activity"
        let mode = activity?.launchMode?.value ?? .standard
        guard isRunning else {
            launch(coldStartBy: text)
            log(.linkDelivered(link: text, api: EntryAPI("onCreate", "getIntent().getData(): a cold start, \(shown) starts the task")))
            return
        }
        launch(coldStartBy: text)
        if mode.reusesRunningInstance {
            log(.linkDelivered(link: text, api: EntryAPI("onNewIntent", "intent.getData(): the running \(shown) (launchMode \(mode.rawValue)), the back stack unchanged")))
            return
        }
        activityBackStack.append(ActivityInstance(activity: shown, tabBar: tabBar, presented: presented))
        dismissPrompt().map { log(.linkDiscarded(link: $0.task.link, reason: "a new \(shown) started over the password prompt")) }
        presented = []
        tabBar = session.isLoggedIn || map.tabsWhenLoggedOut ? TabBar(tabs: map.tabs, selecting: map.initialTab) : nil
        log(.linkDelivered(link: text, api: EntryAPI("onCreate", "getIntent().getData(): a new \(shown) on top of the running one (launchMode standard); back returns to it")))
    }

    /// The activity with the `MAIN` action and the `LAUNCHER` category.
    var launcherActivity: AndroidActivity? {
        map.android?.manifest?.activities.first { activity in
            activity.intentFilters.contains { $0.hasAction("android.intent.action.MAIN") && $0.hasCategory("android.intent.category.LAUNCHER") }
        }
    }

    /// A notification's `PendingIntent` or an App Shortcut: an explicit intent
    /// for `activity` (nil: the activity whose browsable filter takes the link,
    /// else the launcher activity), routed by the app's code.
    mutating func openOwnIntent(_ text: String, activity: String?) -> LinkOutcome {
        guard entry.isInstalled else { return notOpened(text, "the app is not installed") }
        let target = activity ?? AndroidLink(text).flatMap { link in
            map.android?.manifest?.intentFilters.first { $0.filter.takesBrowserLinks && $0.filter.acceptsData(of: link) }?.activity.name.value
        }
        guard case .success(let link) = Link.parse(text) else {
            arriveOnAndroid(text, activity: target)
            return ignore(text, "malformed link: \(text)")
        }
        var notes: [AppEvent] = []
        let channel: IncomingLink.Channel = link.scheme == nil ? .inApp : link.isWeb ? .universalLink : .customScheme
        let decision = decide(link, text: text, channel: channel, notes: &notes)
        arriveOnAndroid(text, activity: target)
        return enter(text, decision, notes: notes)
    }

    /// The launcher sends a static App Shortcut's intent: its data is the link.
    package mutating func openAppShortcut(_ shortcut: AppShortcut) -> LinkOutcome {
        let text = shortcut.data ?? ""
        log(.linkReceived(link: text, channel: .appShortcut))
        guard platform == .android else { return notOpened(text, "App Shortcuts of shortcuts.xml are Android's (tag the scenario @android)") }
        let activities = map.android?.manifest?.activities ?? []
        let package = map.android?.applicationID ?? ""
        // `android:targetClass` is fully qualified; the manifest may write `.MainActivity`.
        let activity = shortcut.targetClass.flatMap { target in
            activities.first { $0.name.value == target || package + $0.name.value == target }?.name.value
        }
        return openOwnIntent(text, activity: activity)
    }

    /// Another app starts an `Intent.ACTION_VIEW` for `text` with its package
    /// set to `package` (see the type's comment).
    package mutating func openFromOtherApp(_ text: String, package: String) -> LinkOutcome {
        log(.linkReceived(link: text, channel: .androidIntent))
        guard platform == .android else {
            return notOpened(text, "an Intent.ACTION_VIEW with a package is Android's (tag the scenario @android)")
        }
        return openIntent(text, package: package)
    }

    /// The intent of `openFromOtherApp`, once received.
    mutating func openIntent(_ text: String, package: String) -> LinkOutcome {
        let verdict = packageIntentVerdict(for: text, package: package)
        guard case .app(let activity) = verdict.destination else { return notOpened(text, verdict.reason) }
        log(.androidLinkResolved(link: text, rule: verdict.reason))
        return openOwnIntent(text, activity: activity)
    }

    /// Where an `Intent.ACTION_VIEW` for `text` with its package set goes,
    /// without opening it (the run opens by it, the language server judges by
    /// it): the activity whose filter takes it with `VIEW` and `DEFAULT`, whatever
    /// App Links verification says, else nothing.
    func packageIntentVerdict(for text: String, package: String) -> AndroidLinkVerdict {
        let files = map.android
        let appID = files?.applicationID ?? ""
        let notFound = "startActivity throws ActivityNotFoundException and nothing opens"
        func nothing(_ reason: String) -> AndroidLinkVerdict { AndroidLinkVerdict(destination: .nothing, reason: reason) }
        guard entry.isInstalled else { return nothing("the app is not installed: \(notFound)") }
        guard package == appID else { return nothing("the intent is for \(package), not this app (\(appID)): \(notFound)") }
        guard let link = AndroidLink(text) else { return nothing("'\(text)' has no scheme; an intent's data is a full URL") }
        let taker = files?.manifest?.intentFilters.first { entry in
            entry.filter.hasAction(IntentFilter.viewAction) && entry.filter.hasCategory(IntentFilter.defaultCategory) && entry.filter.acceptsData(of: link)
        }
        guard let taker else { return nothing("no intent filter of \(appID) takes \(text) with VIEW and DEFAULT: \(notFound)") }
        let activity = taker.activity.name.value
        return AndroidLinkVerdict(destination: .app(activity: activity), filter: taker.filter.location,
            reason: "the intent names \(appID), and \(activity) takes \(text) (intent filter at \(taker.filter.location)); "
                + "an intent with a package is not a generic web intent and needs no App Links verification")
    }
}
