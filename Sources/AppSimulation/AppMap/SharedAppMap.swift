import PlatformLinkRules

/// An app map behind one reference. A `SimulatedApp` is a value that steps copy
/// whenever they read it; an `AppMap` held inline would make every such copy
/// retain and release each of the map's many arrays and strings. The map never
/// changes once the app is built, so sharing it changes nothing else.
/// A run makes one for all its scenarios' apps (`SimulatedApp(shared:)`).
@usableFromInline
package final class SharedAppMap: Sendable {
    @usableFromInline let map: AppMap

    package init(_ map: AppMap) { self.map = map }
}

/// The map's Android files behind one reference (see `AppMap.android`).
final class SharedAndroidFiles: Sendable {
    let files: AndroidFiles

    init(_ files: AndroidFiles) { self.files = files }
}
