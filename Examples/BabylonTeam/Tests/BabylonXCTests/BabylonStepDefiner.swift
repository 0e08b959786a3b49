import LinkSpecTesting

/// Steps the UI tests defined with XCTest-Gherkin, ported: the same class and
/// closures, the world in place of the UI, `expect` in place of `XCTAssert`.
final class BabylonStepDefiner: StepDefiner {
    override func defineSteps() {
        step("a push notification opens ([a-z]+) ([0-9]+)") { (intent: String, id: Int) in
            try self.world.open("babylon://\(intent)/\(id)", via: .system)
        }

        step("the screen is ([A-Za-z ]+) ([0-9]+)") { (matches: [String]) in
            let visible = try self.world.app.visibleScreen
            expectEqual(visible?.name, matches[0])
            expectEqual(visible?.context["id"], matches[1])
        }
    }
}
