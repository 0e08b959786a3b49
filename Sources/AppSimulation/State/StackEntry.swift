/// One layer of what is on screen, bottom to top. `tab` is the selected tab's root,
/// `push` a screen on its navigation stack, `modal` a screen presented over the tab
/// bar, `prompt` the password prompt, `login` the logged-out root.
package enum Layer: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case login, tab, push, modal, prompt

    package var description: String { rawValue }
}

/// One screen on screen and the layer it is in: a row of `the screen stack is:`.
package struct StackEntry: Sendable, Hashable, CustomStringConvertible {
    package var layer: Layer
    package var screen: Screen

    /// `StackEntry(.push, Screen("Product", context: ["id": "sku-9"]))`.
    package init(_ layer: Layer, _ screen: Screen) {
        self.layer = layer
        self.screen = screen
    }

    /// `push: Product {id: sku-9}`.
    package var description: String { "\(layer): \(screen)" }
}
