import LinkSpecTesting
import XCTest

/// A patient, written into a step as its JSON and read back typed.
struct Patient: Codable, Equatable, CodableMatchedStringRepresentable {
    let name: String
    let id: Int
}

/// Steps as an XCTest-Gherkin suite writes them: the running test
/// (`self.test`) and its `scenarioContext`, a nested step, named captures,
/// a `Codable` capture, `XCTAssert`.
final class PatientStepDefiner: StepDefiner {
    override func defineSteps() {
        step("the patient (\\{.+\\}) is logged in") { (patient: Patient) in
            self.step("I'm logged in as a mock user")
            self.test.scenarioContext["patient"] = patient
        }

        step("the patient opens (?<kind>their appointment|some screen) from a push notification") { (match: StepMatches<String>) in
            let patient = try XCTUnwrap(self.test.scenarioContext["patient"] as? Patient)
            let path = match["kind"] == "their appointment" ? "appointments" : "somescreen"
            try self.world.open("babylon://\(path)/\(patient.id)", via: .system)
        }

        step("the patient sees (Appointment|Some Screen)") { (screen: String) in
            let patient = try XCTUnwrap(self.test.scenarioContext["patient"] as? Patient)
            let visible = try self.world.app.visibleScreen
            XCTAssertEqual(visible?.name, screen)
            XCTAssertEqual(visible?.context["id"], "\(patient.id)")
        }
    }
}
