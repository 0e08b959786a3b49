import Foundation
import LinkSpecRunner
import SimulatedApp

/// The analytics events that post-routing tasks logged during the scenario.
enum AnalyticsAssertions {
    static func register(into library: inout StepLibrary<AppWorld>) {
        library.then("the analytics event {string} is logged") { (world, name: String) in
            guard !world.app.analyticsEvents.contains(where: { $0.name == name }) else { return }
            throw world.failure("expected the analytics event \(quote(name)) to be logged, but \(logged(world))")
        }

        library.then("the analytics event {string} is not logged") { (world, name: String) in
            let found = world.app.analyticsEvents.filter { $0.name == name }
            guard !found.isEmpty else { return }
            throw world.failure("expected the analytics event \(quote(name)) not to be logged, but it was: "
                                + found.map(\.description).joined(separator: ", "))
        }

        // Every key of the JSON object must be in one logged event with that value.
        library.then("the analytics event is logged:") { (world, json: String) in
            let expected = try FlatJSONObject.textFields(of: json) ?? fields(of: json, world)
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
        let object: [String: JSONScalar]
        do {
            object = try JSONDecoder().decode([String: JSONScalar].self, from: Data(json.utf8))
        } catch {
            throw world.failure("the analytics event must be a JSON object of strings, numbers or booleans: \(describe(error))")
        }
        return object.mapValues(\.text)
    }

    private static func describe(_ error: Error) -> String {
        if case DecodingError.dataCorrupted(let context) = error {
            return context.underlyingError.map { "\($0.localizedDescription)" } ?? context.debugDescription
        }
        if case DecodingError.typeMismatch(_, let context) = error {
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? "the document is not a JSON object" : "the value of \(quote(path)) is not a string, number or boolean"
        }
        return "\(error)"
    }
}

/// A JSON value that an analytics field can hold.
private enum JSONScalar: Decodable {
    case text(String)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let bool = try? container.decode(Bool.self) {
            self = .text(bool ? "true" : "false")
        } else if let integer = try? container.decode(Int.self) {
            self = .text(String(integer))
        } else if let number = try? container.decode(Double.self) {
            self = .text(String(number))
        } else {
            self = .text(try container.decode(String.self))
        }
    }

    var text: String {
        switch self {
        case .text(let text): return text
        }
    }
}
