/// What linkspec reads from an app's `AndroidManifest.xml`: its package, its
/// `minSdkVersion`, and the intent filters of its activities, each part where
/// it is written.
package struct AndroidManifest: Sendable {
    /// The path as the user would write it.
    package var file: String
    /// `<manifest package="…">`; Gradle builds often leave it to `applicationId`.
    package var package: Located<String>?
    /// `<uses-sdk android:minSdkVersion="…">`, when the manifest states it.
    package var minSdk: Located<Int>?
    /// `<activity>` and `<activity-alias>` elements of `<application>`, in order.
    package var activities: [AndroidActivity]
    /// Where `<manifest` starts.
    package var location: FileLocation

    package init(file: String, package: Located<String>? = nil, minSdk: Located<Int>? = nil,
                 activities: [AndroidActivity] = [], location: FileLocation) {
        self.file = file
        self.package = package
        self.minSdk = minSdk
        self.activities = activities
        self.location = location
    }

    /// Every filter with its activity, in manifest order.
    package var intentFilters: [(activity: AndroidActivity, filter: IntentFilter)] {
        activities.flatMap { activity in activity.intentFilters.map { (activity, $0) } }
    }
}

/// `android:launchMode`: whether an intent for a running activity reaches the
/// running instance (`onNewIntent`) or a new one (`onCreate`), as Android's
/// "Tasks and the back stack" describes.
package enum LaunchMode: String, Sendable, Hashable, CaseIterable {
    case standard, singleTop, singleTask, singleInstance, singleInstancePerTask

    /// Whether an intent for the running activity on top of its task reaches that instance.
    package var reusesRunningInstance: Bool { self != .standard }
}

/// An `<activity>` (or `<activity-alias>`) and its intent filters.
package struct AndroidActivity: Sendable {
    /// `android:name` (`.RecordActivity`).
    package var name: Located<String>
    package var isAlias: Bool
    package var intentFilters: [IntentFilter]
    package var location: FileLocation
    /// `android:launchMode`, where written (`standard` when not).
    package var launchMode: Located<LaunchMode>?
    /// The resource `<meta-data android:name="android.app.shortcuts">` names
    /// (`shortcuts` for `@xml/shortcuts`): the activity's static App Shortcuts.
    package var shortcutsResource: Located<String>?

    package init(name: Located<String>, isAlias: Bool = false, intentFilters: [IntentFilter] = [], location: FileLocation) {
        self.name = name
        self.isAlias = isAlias
        self.intentFilters = intentFilters
        self.location = location
    }
}
