import LinkSpecJSON
import LinkSpecRunner
import AppSimulation

/// The analytics events that post-routing tasks logged during the scenario.
enum AnalyticsAssertions {
    static func register(into library: inout StepLibrary<AppWorld>) {
        library.then("the analytics event {string} is logged", doc: "Checks that an analytics event with this name was logged.") { (world, name: String) in
            guard !world.app.analyticsEvents.contains(where: { $0.name == name }) else { return }
            throw world.failure("expected the analytics event \(quote(name)) to be logged, but \(logged(world))")
        }

        library.then("the analytics event {string} is not logged", doc: "Checks that no analytics event with this name was logged.") { (world, name: String) in
            let found = world.app.analyticsEvents.filter { $0.name == name }
            guard !found.isEmpty else { return }
            throw world.failure("expected the analytics event \(quote(name)) not to be logged, but it was: "
                                + found.map(\.description).joined(separator: ", "))
        }

        library.then("the analytics event is logged:",
                     doc: "Checks that one logged analytics event has every key and value of the JSON doc string.") { (world, json: String) in
            let expected = try fields(of: json, world)
            guard !world.app.analyticsEvents.contains(where: { $0.contains(expected) }) else { return }
            let wanted = "{" + expected.keys.sorted().map { "\(quote($0)): \(quote(expected[$0] ?? ""))" }.joined(separator: ", ") + "}"
            throw world.failure("expected an analytics event with \(wanted), but \(logged(world))")
        }
    }

    private static func logged(_ world: AppWorld) -> String {
        let events = world.app.analyticsEvents
        guard !events.isEmpty else { return "no analytics event was logged" }
        return "the analytics events logged are:\n" + events.map { "  \($0)" }.joined(separator: "\n")
    }

    /// The doc string's JSON object, each value as the text analytics events
    /// hold (`42` and `"42"` are the same; `true` is `"true"`).
    static func fields(of json: String, _ world: AppWorld) throws -> [String: String] {
        let prefix = "the analytics event must be a JSON object of strings, numbers or booleans"
        let object: JSONValue
        do {
            object = try JSONReader.read(json)
        } catch {
            throw world.failure("\(prefix): \(error.message) (line \(error.line), column \(error.column) of the doc string)")
        }
        guard let members = object.object else { throw world.failure("\(prefix), not \(object.kindName)") }
        var fields: [String: String] = [:]
        for member in members {
            let value = member.value
            switch value.content {
            case .string(let text): fields[member.key] = text
            case .bool(let flag): fields[member.key] = flag ? "true" : "false"
            case .number(let text): fields[member.key] = value.int.map(String.init) ?? text
            case .object, .array, .null:
                throw world.failure("\(prefix): the value of \(quote(member.key)) is \(value.kindName)")
            }
        }
        return fields
    }
}
