import Foundation
import LinkSpecRunner

/// A `Codable` type written into a step as its JSON and read back from a
/// capture of it, as in XCTest-Gherkin: adopting it is all a type does.
///
///     struct Person: Codable, Equatable, CodableMatchedStringRepresentable { let name: String }
///
///     step("I'm logged in as (\\{.+\\})") { (person: Person) in ... }
///     Given("I'm logged in as \(Person(name: "Nick"))")    // I'm logged in as {"name":"Nick"}
public protocol CodableMatchedStringRepresentable: Codable, CustomStringConvertible, MatchedStringRepresentable {}

extension CodableMatchedStringRepresentable {
    /// The value the JSON `match` decodes to; nil when it does not.
    public init?(fromMatch match: String) {
        guard let decoded = try? JSONDecoder().decode(Self.self, from: Data(match.utf8)) else { return nil }
        self = decoded
    }

    /// The value as JSON, its keys sorted: what a step's text carries.
    public var description: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return String(describing: Self.self) }
        return String(decoding: data, as: UTF8.self)
    }
}
