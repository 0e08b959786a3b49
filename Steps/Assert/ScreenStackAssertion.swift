/// `the screen stack is:` with a `| layer | screen |` table, bottom to top:
/// `tab` (the selected tab's root), `push`, `modal`, and also `login` and
/// `prompt`. A screen cell is a name (`Product`) or a name with its context
/// (`Product {id: b}`), compared as written.
enum ScreenStackAssertion {
    static func register(into library: inout StepLibrary<AppWorld>) {
        library.then("the screen stack is:", doc: "Checks the whole screen stack, bottom to top, against a | layer | screen | table.") { (world, table: [[String]]) in
            let expected = try rows(of: table, world)
            let actual = world.app.simulated.screenStack
            let matches = expected.count == actual.count
                && zip(expected, actual).allSatisfy { want, entry in
                    want.layer == entry.layer.rawValue
                        && (hasContext(want.screen) ? want.screen == entry.screen.description : want.screen == entry.screen.name)
                }
            guard !matches else { return }
            let wanted = expected.map { "  \(pad($0.layer)) \($0.screen)" }.joined(separator: "\n")
            let shown = actual.isEmpty ? "  (empty: the app is not running)"
                : actual.map { "  \(pad($0.layer.rawValue)) \($0.screen)" }.joined(separator: "\n")
            throw world.failure("expected the screen stack (bottom to top):\n\(wanted)\nbut it is:\n\(shown)")
        }
    }

    /// The table's rows after its `| layer | screen |` header (columns in either order).
    static func rows(of table: [[String]], _ world: AppWorld) throws -> [(layer: String, screen: String)] {
        guard let header = table.first?.map({ $0.lowercased() }),
              let layerColumn = header.firstIndex(of: "layer"), let screenColumn = header.firstIndex(of: "screen"),
              header.count == 2 else {
            throw world.failure("the screen stack table needs the header | layer | screen |, got "
                                + (table.first.map { "| " + $0.joined(separator: " | ") + " |" } ?? "an empty table"))
        }
        let layers = Layer.allCases.map(\.rawValue)
        var rows: [(layer: String, screen: String)] = []
        for (number, row) in table.dropFirst().enumerated() {
            guard row.count == 2 else {
                throw world.failure("row \(number + 1) of the screen stack table has \(row.count) cells, not 2")
            }
            let layer = row[layerColumn]
            guard layers.contains(layer) else {
                throw world.failure("row \(number + 1) of the screen stack table: unknown layer \(quote(layer)); the layers are "
                                    + quoted(layers))
            }
            rows.append((layer, row[screenColumn]))
        }
        return rows
    }

    /// Whether a screen cell is written with its context (`Product {id: b}`): it
    /// contains `{`. Foundation's substring search, which decides, costs
    /// thousands of instructions a cell; without a `{` byte it cannot find one
    /// (no other character is canonically equivalent to `{`), so most cells
    /// never ask it.
    static func hasContext(_ cell: String) -> Bool {
        cell.utf8.contains(UInt8(ascii: "{")) && cell.contains("{")
    }

    private static func pad(_ layer: String) -> String {
        layer.padding(toLength: 6, withPad: " ", startingAt: 0)
    }
}
