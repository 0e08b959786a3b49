/// `the deep links route as:` with a `| link | event |` table: each link is
/// resolved to its routing event without navigating (Babylon's
/// URL-to-RoutingEvent unit tests as one step). A link may be an intent path
/// (`somescreen/42`) or a full URL; an event of `none` means no route applies.
/// Every row is checked, and every wrong row is reported; each route a row
/// rightly resolves to counts as covered (route coverage).
enum RoutingTableAssertion {
    static func register(into library: inout StepLibrary<AppWorld>) {
        library.then("the deep links route as:",
                     doc: "Checks the routing event of each link of a | link | event | table, without navigating.") { (world, table: [[String]]) in
            guard let header = table.first?.map({ $0.lowercased() }), header.count == 2,
                  let linkColumn = header.firstIndex(of: "link"), let eventColumn = header.firstIndex(of: "event") else {
                throw world.failure("the routing table needs the header | link | event |, got "
                                    + (table.first.map { "| " + $0.joined(separator: " | ") + " |" } ?? "an empty table"))
            }
            var wrong: [String] = []
            let app = world.app.simulated // one copy of the app for the whole table, not one a row
            for row in table.dropFirst() where row.count == 2 {
                let (link, expected) = (row[linkColumn], row[eventColumn])
                switch app.resolution(of: link) {
                case .event(let event, let route):
                    if event.description != expected {
                        wrong.append("  \(link): expected \(expected), got \(event) (route '\(route)')")
                    } else {
                        // A row that holds covers its route, as a link opened there would.
                        world.noteResolved(route: route)
                    }
                case .none(let reason):
                    if !noEvent.contains(expected.lowercased()) {
                        wrong.append("  \(link): expected \(expected), got none (\(reason))")
                    }
                case .unknownEvent(_, let reason):
                    // Wrong whatever the row expects: the team's code and the map disagree.
                    wrong.append("  \(link): expected \(expected), but \(reason)")
                }
            }
            guard !wrong.isEmpty else { return }
            throw world.failure("\(wrong.count) of \(table.count - 1) links route differently:\n" + wrong.joined(separator: "\n"))
        }
    }

    /// How a table says that no route applies.
    static let noEvent: Set<String> = ["none", "-", ""]
}
