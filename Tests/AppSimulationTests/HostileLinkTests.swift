import AppTestSupport
import AppSimulation
import Foundation
import LinkSpecPlatform
import TestSupport
import XCTest

/// 10,000 random and mutated links against the demo app, by every channel and in
/// every state: none crashes, no marked screen shows without its requirement, no web
/// view shows a foreign host, and every link ends with a reason in the log.
final class HostileLinkTests: XCTestCase {
    private let seeds = [
        "babylon://somescreen/42", "otherprefix://records", "babylon://prescriptions/1", "babylon://product/a%20b",
        "ribs-training://launchGame?gameId=ticTacToe", "babylon://webview?url=https://babylon.example/x",
        "https://babylon.example/records", "https://babylon.example/prescriptions/9", "babylon://appointments/3",
        "records", "prescriptions/2", "babylon://settings", "babylon://homepage", "unknown://x",
    ]
    private let alphabet = Array("abcdefghijklmnopqrstuvwxyzABC0123456789:/?#[]@!$&'()*+,;=%-._~ \\\"{}|^`\u{0}\u{7F}é😀")

    func testTenThousandHostileLinksBreakNoRule() throws {
        let map = try DemoApp.map()
        var random = SeededGenerator(seed: 2024)
        var app = SimulatedApp(map: map)
        var outcomes: [String: Int] = [:]
        for round in 0..<10_000 {
            if round % 500 == 0 { app = SimulatedApp(map: map) }
            switch Int.random(in: 0..<20, using: &random) {
            case 0: app.logIn(as: "user")
            case 1: app.logOut()
            case 2: _ = try? app.enterPassword(Bool.random(using: &random) ? "0000" : "")
            case 3: _ = try? app.cancelPasswordPrompt()
            case 4: app.flavour = app.flavour == nil ? "lite" : nil
            case 5: app.moveToBackground()
            case 6: app.terminate()
            default: break
            }
            let link = hostileLink(&random)
            let channel: OpeningChannel = Bool.random(using: &random) ? .system : .inApp
            let logStart = app.events.count
            let outcome = app.open(link, via: channel)
            outcomes[String("\(outcome)".prefix(while: { $0 != ":" && $0 != " " })), default: 0] += 1

            let newEvents = app.events[logStart...]
            XCTAssertEqual(newEvents.first, .linkReceived(link: link, channel: channel))
            XCTAssertTrue(newEvents.contains(where: { outcome.isEnded(by: $0, for: link) }), "no ending entry for \(link): \(outcome)")
            try checkInvariants(app, after: link)
        }
        XCTAssertGreaterThan(outcomes.count, 4, "the links reached many outcomes: \(outcomes)")
    }

    private func hostileLink(_ random: inout SeededGenerator) -> String {
        if Int.random(in: 0..<4, using: &random) == 0 {
            return String((0..<Int.random(in: 0...40, using: &random)).map { _ in alphabet.randomElement(using: &random) ?? "a" })
        }
        var characters = Array(seeds.randomElement(using: &random) ?? "")
        for _ in 0..<Int.random(in: 0...3, using: &random) where !characters.isEmpty {
            let index = Int.random(in: 0..<characters.count, using: &random)
            switch Int.random(in: 0..<3, using: &random) {
            case 0: characters[index] = alphabet.randomElement(using: &random) ?? "a"
            case 1: characters.remove(at: index)
            default: characters.insert(alphabet.randomElement(using: &random) ?? "a", at: index)
            }
        }
        return String(characters)
    }

    private func checkInvariants(_ app: SimulatedApp, after link: String) throws {
        for entry in app.screenStack {
            switch app.map.requirement(ofScreen: entry.screen.name) {
            case .clinicalAccess:
                XCTAssertTrue(app.session.hasClinicalAccess, "\(entry.screen) shown without the grant after \(link)\n\(app)")
            case .login:
                XCTAssertTrue(app.session.isLoggedIn, "\(entry.screen) shown logged out after \(link)\n\(app)")
            case .none:
                break
            }
            if entry.screen.name == "Web" {
                let url = entry.screen.context["url"] ?? ""
                // Foundation's parser as an independent judge of the host.
                XCTAssertEqual(URLComponents(string: url)?.host?.lowercased(), "babylon.example", "web view on \(url) after \(link)")
            }
        }
    }
}
