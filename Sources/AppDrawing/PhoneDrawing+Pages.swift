import AppSimulation

/// What fills the screen: the selected tab's page with its tab bar, the login
/// screen, and the dark screen of an app that is not running.
extension PhoneDrawing {
    /// A row of a grouped list: a name on the left, a detail on the right.
    struct Row {
        var name: String
        var detail: String = ""
        var bold = false
        var muted = false
    }

    /// The top screen of the selected tab: a back chevron with the screen below
    /// when something is pushed, the screen's name as a large title, its context,
    /// and the tab's whole stack.
    mutating func drawTabPage() {
        guard let top = app.pageStack.last, let tab = app.selectedTab else { return }
        if app.pageStack.count > 1 { drawBackButton(to: app.pageStack[app.pageStack.count - 2].name) }
        drawLargeTitle(top.name, baseline: Layout.largeTitleBaseline)
        let y = drawContext(of: top, top: Layout.contentTop)
        let room = max(1, (Layout.tabBarTop - 8 - y - 24) / Layout.rowHeight)
        var rows = app.pageStack.enumerated().map { index, screen in
            Row(name: screen.name, detail: Self.contextLine(screen), bold: index == app.pageStack.count - 1)
        }
        if rows.count > room {
            let hidden = rows.count - (room - 1)
            rows = [Row(name: "\(hidden) earlier screens", muted: true)] + rows.suffix(room - 1)
        }
        drawGroup(header: "Stack of the \(DrawnText.line(tab)) tab", rows: rows, top: y)
    }

    mutating func drawBackButton(to previous: String) {
        let y = Layout.navigationRowBaseline
        polyline([(20, y - 16), (11, y - 6), (20, y + 4)], stroke: Palette.tint, width: 3)
        fittedText(previous, x: 27, y: y, width: 150, size: 17, fill: Palette.tint)
    }

    /// The screen's name, large, or smaller when it is long, cut when even that is too long.
    mutating func drawLargeTitle(_ name: String, baseline: Int) {
        let width = Layout.screenWidth - 2 * Layout.margin
        let size = DrawnText.width(DrawnText.line(name), size: 28, bold: true) <= width ? 28 : 22
        fittedText(name, x: Layout.margin, y: baseline, width: width, size: size, bold: true, fill: Palette.label)
    }

    /// The screen's context values (`id 42`), keys in order; returns where the next part starts.
    @discardableResult
    mutating func drawContext(of screen: Screen, top: Int) -> Int {
        guard !screen.context.isEmpty else { return top }
        let keys = screen.context.keys.sorted()
        var rows = keys.prefix(3).map { Row(name: $0, detail: screen.context[$0] ?? "") }
        if keys.count > 3 { rows.append(Row(name: "\(keys.count - 3) more", muted: true)) }
        return drawGroup(header: "Context", rows: rows, top: top)
    }

    /// A header and rows on white, as iOS lists settings; returns where the next part starts.
    @discardableResult
    mutating func drawGroup(header: String, rows: [Row], top: Int) -> Int {
        let margin = Layout.margin, inner = Layout.screenWidth - 4 * margin
        fittedText(header, x: 2 * margin, y: top + 16, width: inner, size: 13, fill: Palette.secondaryLabel)
        let group = Box(x: margin, y: top + 24, width: Layout.screenWidth - 2 * margin, height: rows.count * Layout.rowHeight)
        rect(group, radius: 10, fill: Palette.cell)
        for (index, row) in rows.enumerated() {
            let rowTop = group.y + index * Layout.rowHeight
            if index > 0 { line(from: (2 * margin, rowTop), to: (group.x + group.width, rowTop)) }
            let detailWidth = DrawnText.width(DrawnText.line(row.detail), size: 15)
            let nameRoom = row.detail.isEmpty ? inner : max(inner / 2, inner - 12 - detailWidth)
            let name = DrawnText.fitted(row.name, width: nameRoom, size: 15, bold: row.bold)
            text(name, x: 2 * margin, y: rowTop + 26, size: 15, bold: row.bold,
                 fill: row.muted ? Palette.secondaryLabel : Palette.label)
            if !row.detail.isEmpty {
                let room = inner - 12 - DrawnText.width(name, size: 15, bold: row.bold)
                fittedText(row.detail, x: Layout.screenWidth - 2 * margin, y: rowTop + 26, width: room, size: 15,
                           anchor: .end, fill: Palette.secondaryLabel)
            }
        }
        return group.y + group.height + 12
    }

    /// Every tab, in order, the selected one marked three ways: a filled icon, a
    /// bold label in the tint colour, and a bar under its label.
    mutating func drawTabBar(selected: Int) {
        let top = Layout.tabBarTop, width = Layout.screenWidth
        rect(Box(x: 0, y: top, width: width, height: Layout.screenHeight - top), fill: Palette.bar)
        line(from: (0, top), to: (width, top))
        let count = app.tabs.count
        // One size for every label, the largest at which they all fit (as iOS
        // shrinks them together); a label longer still is cut.
        let slot = width / count
        let labelSize = [11, 10].first { size in
            app.tabs.allSatisfy { DrawnText.width(DrawnText.line($0), size: size, bold: true) <= slot }
        } ?? 9
        for (index, name) in app.tabs.enumerated() {
            let left = index * width / count, right = (index + 1) * width / count
            let center = (left + right) / 2
            let isSelected = index == selected
            let radius = max(4, min(12, (right - left) / 2 - 4))
            circle(x: center, y: top + 22, radius: isSelected ? radius : radius - 1, fill: isSelected ? Palette.tint : "none",
                   stroke: isSelected ? nil : Palette.secondaryLabel, strokeWidth: 2)
            fittedText(Self.initial(of: name), x: center, y: top + 27, width: 2 * radius, size: 13, bold: isSelected,
                       anchor: .middle, fill: isSelected ? Palette.cell : Palette.secondaryLabel)
            if isSelected { rect(Box(x: center - 14, y: top + 56, width: 28, height: 3), radius: 1, fill: Palette.tint) }
            fittedText(name, x: center, y: top + 50, width: right - left, size: labelSize, bold: isSelected, anchor: .middle,
                       fill: isSelected ? Palette.tint : Palette.secondaryLabel)
        }
        drawHomeIndicator()
    }

    /// The logged-out root: the login screen's name and a sign-in form.
    mutating func drawLogin() {
        drawLargeTitle(app.pageStack.first?.name ?? "", baseline: Layout.largeTitleBaseline)
        let y = drawGroup(header: "Sign in to \(DrawnText.line(app.map.name))",
                          rows: [Row(name: "Email", muted: true), Row(name: "Password", muted: true)], top: Layout.contentTop)
        let button = Box(x: Layout.margin, y: y + 4, width: Layout.screenWidth - 2 * Layout.margin, height: 48)
        rect(button, radius: 12, fill: Palette.tint)
        text("Log In", x: Layout.screenWidth / 2, y: button.y + 30, size: 17, bold: true, anchor: .middle, fill: Palette.cell)
        drawHomeIndicator()
    }

    /// No app on screen: its icon and name on a dark screen, and what a link would do.
    mutating func drawNotRunning() {
        let center = Layout.screenWidth / 2
        rect(screenBox, fill: Palette.offScreen)
        drawStatusBar(color: Palette.offScreenLabel)
        rect(Box(x: center - 32, y: 200, width: 64, height: 64), radius: 15, fill: Palette.tint)
        fittedText(Self.initial(of: app.map.name), x: center, y: 243, width: 56, size: 32, bold: true, anchor: .middle,
                   fill: Palette.offScreenLabel)
        fittedText(app.map.name, x: center, y: 286, width: 240, size: 13, anchor: .middle, fill: Palette.offScreenLabel)
        text("Not running", x: center, y: 350, size: 22, bold: true, anchor: .middle, fill: Palette.offScreenLabel)
        text("A link starts the app cold", x: center, y: 376, size: 14, anchor: .middle, fill: Palette.offScreenSecondary)
        drawHomeIndicator(color: Palette.offScreenLabel)
    }

    static func initial(of name: String) -> String {
        DrawnText.line(name).first.map { String($0).uppercased() } ?? ""
    }

    /// `id 42, name x`: a screen's context in one line, keys in order.
    static func contextLine(_ screen: Screen) -> String {
        screen.context.keys.sorted().map { "\($0) \(screen.context[$0] ?? "")" }.joined(separator: ", ")
    }
}
