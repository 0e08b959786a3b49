/// A value of an Examples row: anything a step's capture converts to
/// (`String`, `Int`, `Double`, `Bool`, any `CodableMatchedStringRepresentable`),
/// written into the steps as its description and read back typed with
/// `exampleValue(_:)`. XCTest-Gherkin's name for `MatchedStringRepresentable`.
public typealias ExampleStringRepresentable = MatchedStringRepresentable

/// Examples as XCTest-Gherkin takes them, turned into rows of text, titles first.
enum ExampleRows {
    static func table(_ titles: [String], _ rows: [[ExampleStringRepresentable]]) -> [[String]] {
        [titles] + rows.map(texts)
    }

    static func table(_ rows: [[ExampleStringRepresentable]]) -> [[String]] {
        rows.map(texts)
    }

    /// One column per title any row has, in alphabetical order; a row
    /// without a title's value makes the table uneven, which is reported.
    static func table(_ rows: [[String: ExampleStringRepresentable]]) -> [[String]] {
        let titles = Set(rows.flatMap(\.keys)).sorted()
        return [titles] + rows.map { row in titles.compactMap { row[$0].map { String(describing: $0) } } }
    }

    private static func texts(_ row: [ExampleStringRepresentable]) -> [String] {
        row.map { String(describing: $0) }
    }
}
