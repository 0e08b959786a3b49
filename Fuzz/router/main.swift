/// Fuzzes the deep-link router on the demo app map (`Features/app.json`, compiled
/// in by the build script as `demoAppMapJSON`). The input is a script, one command
/// a line, so the fuzzer reaches every state: `!` and a letter is a user action
/// (log in, enter the password, switch flavour, remove or install the app, ...);
/// `>` and a link opens it in-app; `^`, a letter and a link opens it by another
/// entry point (`entryPoint(_:)`); any other line opens it through the OS.
private let demoMap: AppMap = {
    do {
        return try AppMap.decode(demoAppMapJSON, file: "Features/app.json")
    } catch {
        fatalError("the demo app map does not load: \(error)")
    }
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func routerFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    var app = SimulatedApp(map: demoMap)
    app.launch()
    for (index, line) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).prefix(64).enumerated() {
        let command = String(decoding: line, as: UTF8.self)
        if command.hasPrefix("!") {
            app.perform(Substring(command.dropFirst()))
        } else if command.hasPrefix(">") {
            let link = String(command.dropFirst())
            _ = app.resolution(of: link)
            app.openChecked(link, via: .inApp)
        } else if command.hasPrefix("^"), let channel = entryPoint(command.dropFirst().first) {
            app.openChecked(String(command.dropFirst(2)), via: channel)
        } else {
            _ = app.resolution(of: command)
            app.openChecked(command, via: .system)
        }
        app.checkScreensAreAllowed(after: "line \(index + 1): \(command)")
    }
    return 0
}

/// The entry point a letter after `^` names.
func entryPoint(_ letter: Character?) -> OpeningChannel? {
    switch letter {
    case "p": return .pushNotification
    case "w": return .widget
    case "c": return .shortcut
    case "q": return .qrCode
    case "s": return .spotlight
    case "h": return .handoff
    case "m": return .messages
    case "e": return .mail
    case "n": return .notes
    case "i": return .inAppBrowser
    case "v": return .webView
    case "a": return .appItself
    case "u": return .appItselfUniversalLinksOnly
    case "b": return .smartAppBanner
    case "d": return .deferredLink
    case "r": return .signInRedirect
    default: return nil
    }
}

extension SimulatedApp {
    /// One user action; a refused action (no prompt to answer, say) is fine.
    mutating func perform(_ action: Substring) {
        guard let letter = action.first else { return }
        let argument = String(action.dropFirst())
        switch letter {
        case "l": logIn(as: argument.isEmpty ? "mock user" : argument)
        case "o": logOut()
        case "L": launch()
        case "t": terminate()
        case "b": moveToBackground()
        case "f": moveToForeground()
        case "p": _ = try? enterPassword(clinicalAccessPassword ?? "")
        case "w": _ = try? enterPassword(argument + "wrong")
        case "c": _ = try? cancelPasswordPrompt()
        case "d": try? dismissPresentedScreen()
        case "s": try? selectTab(argument)
        case "x": disableIntent(argument)
        case "e": enableIntent(argument)
        case "v": flavour = argument.isEmpty ? nil : argument
        case "U": removeApp()
        case "I": try? installAndOpen()
        case "a": answerPastePrompt(allowing: true)
        case "n": answerPastePrompt(allowing: false)
        case "y": if let lifecycle = Lifecycle(rawValue: argument) { useLifecycle(lifecycle) }
        case "P":
            // Only screens the session may see: a hand-made state, not a hole.
            let allowed: Bool
            switch map.requirement(ofScreen: argument) {
            case .none: allowed = true
            case .login: allowed = session.isLoggedIn
            case .clinicalAccess: allowed = session.hasClinicalAccess
            }
            if allowed, map.screen(named: argument)?.webViewURLParameter == nil {
                try? present(screenNamed: argument)
            }
        default: break
        }
    }
}
