import BabylonRouting
import Foundation
import LinkSpecCLI

/// The team's own phrases, next to the standard ones: the backend sends deep
/// links that the app opens from inside (Babylon's `TabDeeplinkRouter`), and
/// after every scenario the team's security rule is checked.
public enum BabylonSteps {
    public static let library: StepLibrary<AppWorld> = {
        var steps = StepLibrary<AppWorld>()
        // {intent}: one of the app's deep-link intents, as the app's own enum.
        steps.parameterType("intent", regex: ApplicationInvocation.Intent.allCases.map(\.rawValue).joined(separator: "|")) { groups in
            guard let name = groups.first ?? nil, let intent = ApplicationInvocation.Intent(rawValue: name) else {
                throw StepFailure("not a deep-link intent of the app: \(groups)")
            }
            return intent
        }
        // doc: one line for `acceptance steps` and the editor's hover.
        steps.when("the backend sends the {intent} deep link with id {int}",
                   doc: "The app opens babylon://<intent>/<id> from inside, as a backend model's deep link.") {
            (world, intent: ApplicationInvocation.Intent, id: Int) in
            world.open("babylon://\(intent.rawValue)/\(id)", via: .inApp)
        }
        // A table of links, one opened after the other: | intent | id |
        steps.when("the backend sends these deep links:", doc: "The app opens each row's babylon://<intent>/<id> from inside, in order.") {
            (world, links: DataTable) in
            for row in links.hashes() {
                world.open("babylon://\(row["intent"] ?? "")/\(row["id"] ?? "")", via: .inApp)
            }
        }
        // A push notification's JSON payload as a doc string; its "deeplink" is opened by the OS.
        steps.when("a push notification arrives with:", doc: "The OS opens the \"deeplink\" of the JSON payload.") {
            (world, payload: DocString) in
            let json = try JSONSerialization.jsonObject(with: Data(payload.content.utf8)) as? [String: Any]
            guard let link = json?["deeplink"] as? String else {
                throw StepFailure("the push payload has no \"deeplink\" string: \(payload.content)")
            }
            // Attachments go to the report, under this step: a log line, the payload.
            world.log("the OS opens \(link)")
            world.attach(payload.content, mediaType: "application/json")
            world.open(link, via: .system)
        }
        // Before-all and after-all hooks attach through the run they are given.
        steps.beforeAll(name: "note the routing code") { run in
            run.log("links are routed by BabylonRouting's ApplicationInvocationRouter")
        }
        // Whatever a scenario did, no clinical screen shows without the password.
        steps.after(name: "clinical screens need clinical access") { world, _ in
            for screen in world.app.screenStack where clinicalScreens.contains(screen.name) {
                expect(world.app.session.hasClinicalAccess, "\(screen.name) is shown without clinical access")
            }
        }
        // A picture of the app for every failed scenario, next to the build.
        steps.after { (world, scenario) in
            guard scenario.status == .failed else { return }
            try world.app.picture().svg.write(toFile: ".build/\(scenario.name).svg", atomically: true, encoding: .utf8)
        }
        return steps
    }()

    static let clinicalScreens: Set = ["Health Records", "Prescription"]
}
