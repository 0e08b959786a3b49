import AppSimulation

/// The picture in words: its `<title>` (what is on screen, one line), its `<desc>`
/// (the whole state, for screen readers and text reports) and its caption. User
/// data in them is on one line and cut at 80 characters.
extension SimulatedAppView {
    /// `Babylon demo: Product (id a) on the home tab`.
    var title: String {
        let app = DrawnText.shortened(map.name)
        guard isRunning else { return "\(app): not running" }
        var what: String
        if let tab = selectedTab {
            let page = pageStack.last.map(Self.name) ?? ""
            if let sheet = presentedScreens.last {
                what = "\(Self.name(sheet)) presented over the \(DrawnText.shortened(tab)) tab"
            } else {
                what = "\(page) on the \(DrawnText.shortened(tab)) tab"
            }
            if promptedLink != nil { what = "the clinical-access password prompt over \(what)" }
        } else {
            what = "the \(pageStack.first.map(Self.name) ?? "login") screen, logged out"
        }
        if !pendingLinks.isEmpty { what += ", \(Self.count(pendingLinks.count, "link")) waiting" }
        if simulated.launchState == .background { what += " (in the background)" }
        return "\(app): \(what)"
    }

    /// Every part of the state, one sentence each.
    var summary: String {
        let state = simulated.launchState == .notRunning ? "not running" : "running in the \(simulated.launchState)"
        var sentences = ["The app \(DrawnText.shortened(map.name)) is \(state), \(sessionLine)."]
        guard isRunning else { return sentences.joined(separator: " ") }
        if !tabs.isEmpty {
            let names = tabs.enumerated().map { index, tab in
                DrawnText.shortened(tab) + (index == selectedTabIndex ? " (selected)" : "")
            }
            sentences.append("Tabs: \(names.joined(separator: ", ")).")
        }
        var layers = pageStack.enumerated().map { index, screen in
            (selectedTabIndex == nil ? "login " : index == 0 ? "tab " : "push ") + Self.name(screen)
        }
        layers += presentedScreens.map { "modal " + Self.name($0) }
        if let promptedLink { layers.append("the password prompt for \(DrawnText.shortened(promptedLink))") }
        sentences.append("Screens, bottom to top: \(layers.joined(separator: "; ")).")
        if pendingLinks.isEmpty {
            sentences.append("No link is waiting.")
        } else {
            let waitingFor = session.isLoggedIn ? "the password prompt to close" : "login"
            let links = pendingLinks.map { DrawnText.shortened($0) }.joined(separator: ", ")
            sentences.append("\(Self.count(pendingLinks.count, "link")) waiting for \(waitingFor): \(links).")
        }
        return sentences.joined(separator: " ")
    }

    /// `logged in as mock user, clinical access granted, flavour lite`.
    var sessionLine: String {
        var parts = [session.user.map { "logged in as \(DrawnText.shortened($0))" } ?? "logged out"]
        if session.hasClinicalAccess { parts.append("clinical access granted") }
        if let flavour { parts.append("flavour \(DrawnText.shortened(flavour))") }
        return parts.joined(separator: ", ")
    }

    /// `Product (id a)`.
    private static func name(_ screen: Screen) -> String {
        let context = PhoneDrawing.contextLine(screen)
        return DrawnText.shortened(screen.name) + (context.isEmpty ? "" : " (\(DrawnText.shortened(context)))")
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
