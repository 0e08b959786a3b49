import AppSimulation

/// Small app maps built with the Swift API, one concept each.
enum SmallMaps {
    static func tabsAndSettings(pendingPolicy: PendingPolicy = .latest) throws -> AppMap {
        try AppMap(
            schemes: ["test"],
            tabs: [.init("main", root: "Main"), .init("more", root: "More")],
            screens: [.init("Settings")],
            routes: [Route("settings", event: "showSettings", .present("Settings"))],
            pendingPolicy: pendingPolicy)
    }

    /// Routes whose patterns overlap, to pin precedence.
    static func overlapping() throws -> AppMap {
        try AppMap(
            schemes: ["p"],
            universalLinkHosts: ["p.example"],
            tabs: [.init("main", root: "Main")],
            screens: ["Any", "Number", "Id", "Fixed", "Opt", "Search"].map { AppMap.ScreenSpec($0) },
            routes: [
                Route("item/{name}", event: "anyItem", .present("Any")),
                Route("item/{n:int}", event: "numberItem", .present("Number")),
                Route("item/{u:uuid}", event: "uuidItem", .present("Id")),
                Route("item/new", event: "newItem", .present("Fixed")),
                Route("opt/{page:int?}", event: "opt", .present("Opt")),
                Route("search?q={term}&{page:int?}", event: "search", .present("Search"), universalLink: .pattern("/find/{term}")),
            ])
    }
}
