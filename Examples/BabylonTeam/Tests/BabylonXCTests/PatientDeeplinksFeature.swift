import LinkSpecTesting
import XCTest

/// An XCTest-Gherkin test class, unchanged but for its import: a plain
/// `XCTestCase`, an outline whose examples are dictionaries of typed values
/// (a `Codable` patient among them), read back with `exampleValue`.
final class PatientDeeplinksFeature: XCTestCase {
    func test_a_patient_opens_their_links() {
        Outline({
            Given("the patient <patient> is logged in")
            When("the patient opens <link> from a push notification")
            Then("the patient sees <screen>")
            XCTAssertEqual(self.exampleValue("patient"), self.scenarioContext["patient"] as? Patient)
        }) {
            [
                ["patient": Patient(name: "Ada", id: 5), "link": "their appointment", "screen": "Appointment"],
                ["patient": Patient(name: "Bob", id: 42), "link": "some screen", "screen": "Some Screen"],
            ]
        }
    }
}
