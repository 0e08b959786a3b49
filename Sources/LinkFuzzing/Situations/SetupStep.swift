import AppSimulation

/// One step that puts the app in a situation before the fuzzed link arrives. Each
/// is a standard phrase of the step library, so that a violation's situation can be
/// written as a ready-to-paste scenario and reproduces exactly.
package enum SetupStep: Sendable, Hashable {
    case launch
    case notRunning
    case flavour(String)
    case logIn
    case moveToBackground
    case open(String)
    case enterPassword(String)
    case notInstalled
    case allowPasting

    func apply(to app: inout SimulatedApp) {
        switch self {
        case .launch: app.launch()
        case .notRunning: app.terminate()
        case .flavour(let name): app.flavour = name
        case .logIn: app.logIn(as: mockUser)
        case .moveToBackground: app.moveToBackground()
        case .open(let link): app.open(link, via: .system)
        case .enterPassword(let password): _ = try? app.enterPassword(password)
        case .notInstalled: app.removeApp()
        case .allowPasting: app.answerPastePrompt(allowing: true)
        }
    }

    /// The step's text, without its keyword.
    package var phrase: String {
        switch self {
        case .launch: return "the app is launched"
        case .notRunning: return "the app is not running"
        case .flavour(let name): return "the app flavour is \(GherkinText.quoted(name))"
        case .logIn: return "I'm logged in as a mock user"
        case .moveToBackground: return "the app is in the background"
        case .open(let link): return "I open \(GherkinText.quoted(link))"
        case .enterPassword(let password): return "I enter the password \(GherkinText.quoted(password))"
        case .notInstalled: return "the app is not installed"
        case .allowPasting: return "I allow pasting"
        }
    }
}

/// What a user does after the fuzzed link, where the link left something waiting:
/// logging in while it waits for login, answering or cancelling the password prompt,
/// installing the app that a link was kept for.
package enum FollowUp: Sendable, Hashable {
    case logIn
    case enterPassword(String)
    case cancelPasswordPrompt
    case installAndOpen

    func apply(to app: inout SimulatedApp) {
        switch self {
        case .logIn: app.logIn(as: mockUser)
        case .enterPassword(let password): _ = try? app.enterPassword(password)
        case .cancelPasswordPrompt: _ = try? app.cancelPasswordPrompt()
        case .installAndOpen: try? app.installAndOpen()
        }
    }

    package var phrase: String {
        switch self {
        case .logIn: return "I log in as a mock user"
        case .enterPassword(let password): return "I enter the password \(GherkinText.quoted(password))"
        case .cancelPasswordPrompt: return "I cancel the password prompt"
        case .installAndOpen: return "I install and open the app"
        }
    }
}

/// The user the standard phrase `I'm logged in as a mock user` logs in.
private let mockUser = "mock user"

enum GherkinText {
    /// A `{string}` argument: double quotes, with `"` and `\` escaped.
    static func quoted(_ text: String) -> String {
        "\"" + text.reduce(into: "") { out, character in
            if character == "\"" || character == "\\" { out.append("\\") }
            out.append(character)
        } + "\""
    }
}
