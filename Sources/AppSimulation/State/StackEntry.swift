/// One layer of what is on screen, bottom to top. `tab` is the selected tab's root,
/// `push` a screen on its navigation stack, `modal` a screen presented over the tab
/// bar, `prompt` the password prompt, `login` the logged-out root.
public enum Layer: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case login, tab, push, modal, prompt

    public var description: String { rawValue }
}

public struct StackEntry: Sendable, Hashable, CustomStringConvertible {
    public var layer: Layer
    public var screen: Screen

    public init(_ layer: Layer, _ screen: Screen) {
        self.layer = layer
        self.screen = screen
    }

    public var description: String { "\(layer): \(screen)" }
}
