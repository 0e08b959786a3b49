/// An app map behind one reference. A `SimulatedApp` is a value that steps copy
/// whenever they read it; an `AppMap` held inline would make every such copy
/// retain and release each of the map's many arrays and strings. The map never
/// changes once the app is built, so sharing it changes nothing else.
@usableFromInline
final class SharedAppMap: Sendable {
    @usableFromInline let map: AppMap

    init(_ map: AppMap) { self.map = map }
}
