import AppSimulation
@testable import AppDrawing
import LinkSpecPlatform
import TestSupport

/// Walks an app through random states: links built from its own routes (valid,
/// out of range and hostile values, every scheme and the universal-link host),
/// opened by the OS or in the app, mixed with what a user and the OS do (log in
/// and out, answer the prompt, switch tabs, dismiss, present, background,
/// terminate). Seeded, so every run visits the same states.
struct RandomAppStates {
    private var generator: SeededGenerator
    private(set) var app: SimulatedApp

    init(map: AppMap, seed: UInt64) {
        generator = SeededGenerator(seed: seed)
        app = SimulatedApp(map: map)
    }

    /// Takes one random step.
    mutating func step() {
        switch Int.random(in: 0..<20, using: &generator) {
        case 0: app.launch()
        case 1: app.logIn(as: pick(["mock user", "dr <who> & \"co\"", String(repeating: "long user ", count: 30)]))
        case 2: app.logOut()
        case 3: app.terminate()
        case 4: app.moveToBackground()
        case 5: app.moveToForeground()
        case 6: _ = try? app.enterPassword(pick([app.map.clinicalAccessPassword ?? "", "wrong"]))
        case 7: _ = try? app.cancelPasswordPrompt()
        case 8: _ = try? app.selectTab(pick(app.map.tabs.map(\.name)))
        case 9: _ = try? app.dismissPresentedScreen()
        case 10:
            let screen = pick(app.map.screens.map(\.name))
            _ = try? app.present(screenNamed: screen, context: randomContext())
        case 11: app.pendingPolicy = pick(PendingPolicy.allCases)
        case 12: app.flavour = pick([nil, "lite", "<unknown & odd>"])
        default: app.open(randomLink(), via: pick([.system, .system, .inApp]))
        }
    }

    mutating func randomLink() -> String {
        let route = pick(app.map.routes)
        let parts = route.pattern.split(separator: "?", maxSplits: 1).map(String.init)
        let path = parts[0].split(separator: "/").map { segment in
            segment.hasPrefix("{") ? value(for: String(segment)) : String(segment)
        }.joined(separator: "/")
        var query: [String] = []
        if parts.count > 1 {
            for item in parts[1].split(separator: "&") where Bool.random(using: &generator) || !item.contains("?") {
                let name = item.split(separator: "=").first.map { String($0).trimmingCharacters(in: ["{", "}", "?"]) } ?? "q"
                let key = name.split(separator: ":").first.map(String.init) ?? name
                query.append("\(key)=\(value(for: String(item)))")
            }
        }
        let host = app.map.universalLinkHosts.first
        let prefix = host != nil && Int.random(in: 0..<4, using: &generator) == 0
            ? "https://\(host!)/" : "\(pick(app.map.schemes + ["unknown"]))://"
        return prefix + path + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
    }

    private mutating func value(for placeholder: String) -> String {
        if placeholder.contains(":int") { return pick(["1", "42", "0", "-3", "99999999999999999999", "abc"]) }
        if placeholder.contains(":uuid") { return pick(["123e4567-e89b-12d3-a456-426614174000", "nope"]) }
        return pick([
            "a", "sku-9", "ticTacToe", "randomWin", "%3Cb%3E%26amp%3B%22%27", "%0A%00%1B%7F", "%E2%80%AE",
            String(repeating: "n", count: 500), "https%3A%2F%2Fbabylon.example%2Fx", "https://evil.example", "",
            "%F0%9F%98%80%E6%97%A5%E6%9C%AC",
        ])
    }

    private mutating func randomContext() -> [String: String] {
        var context: [String: String] = [:]
        for index in 0..<Int.random(in: 0...5, using: &generator) {
            context[pick(["id", "k\(index)", "<&>", String(repeating: "key", count: 40)])] =
                pick(["42", "\"quoted\" & <tagged>", "\u{7}\u{0}\n", String(repeating: "v", count: 500)])
        }
        return context
    }

    private mutating func pick<T>(_ choices: [T]) -> T {
        choices[Int.random(in: 0..<choices.count, using: &generator)]
    }
}
