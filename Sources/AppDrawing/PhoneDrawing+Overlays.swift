import AppSimulation

/// What lies over the page: presented sheets, the password prompt, the banner of
/// links waiting, and the veil of the background state.
extension PhoneDrawing {
    /// Presented screens as iOS page sheets over the dimmed page and tab bar, the
    /// top one in front with its name and context, up to two below it peeking out.
    mutating func drawSheets() {
        guard !app.presentedScreens.isEmpty else { return }
        rect(screenBox, fill: Palette.dimming, opacity: "0.4")
        let shown = app.presentedScreens.suffix(3)
        for (offset, screen) in shown.enumerated() {
            let depth = shown.count - 1 - offset
            let top = Layout.sheetTop - 8 * depth
            let sheet = Box(x: 8 * depth, y: top, width: Layout.screenWidth - 16 * depth, height: Layout.screenHeight - top + 20)
            rect(sheet, radius: 12, fill: depth == 0 ? Palette.groupedBackground : "#d8d8de")
            guard depth == 0 else { continue }
            rect(Box(x: Layout.screenWidth / 2 - 18, y: top + 6, width: 36, height: 5), radius: 3, fill: Palette.separator)
            drawLargeTitle(screen.name, baseline: top + 52)
            drawContext(of: screen, top: top + 64)
        }
    }

    /// The clinical-access password prompt as an alert over everything, with the
    /// link whose route waits for it.
    mutating func drawPasswordPrompt(for link: String) {
        rect(screenBox, fill: Palette.dimming, opacity: "0.4")
        let width = 240, height = 186
        let box = Box(x: (Layout.screenWidth - width) / 2, y: (Layout.screenHeight - height) / 2, width: width, height: height)
        let center = Layout.screenWidth / 2
        rect(box, radius: 14, fill: Palette.alert)
        text("Clinical Access", x: center, y: box.y + 32, size: 17, bold: true, anchor: .middle, fill: Palette.label)
        text("Enter the password to open", x: center, y: box.y + 54, size: 13, anchor: .middle, fill: Palette.label)
        fittedText(link, x: center, y: box.y + 72, width: width - 24, size: 13, anchor: .middle, fill: Palette.label)
        rect(Box(x: box.x + 16, y: box.y + 86, width: width - 32, height: 32), radius: 7, fill: Palette.cell,
             stroke: Palette.separator, strokeWidth: 1)
        text("Password", x: box.x + 24, y: box.y + 107, size: 13, fill: Palette.secondaryLabel)
        let buttons = box.y + 138
        line(from: (box.x, buttons), to: (box.x + width, buttons))
        line(from: (center, buttons), to: (center, box.y + height))
        text("Cancel", x: box.x + width / 4, y: buttons + 30, size: 17, anchor: .middle, fill: Palette.tint)
        text("OK", x: box.x + 3 * width / 4, y: buttons + 30, size: 17, bold: true, anchor: .middle, fill: Palette.tint)
    }

    /// Links waiting for login (or for the prompt to close): a red badge with their
    /// count, a sentence saying so, and the links, above the tab bar and over
    /// whatever is presented, so it is never hidden.
    mutating func drawPendingBanner() {
        let links = app.pendingLinks
        let shown = links.count > 3 ? 2 : links.count
        let lines = shown + (links.count > shown ? 1 : 0)
        let height = 40 + 18 * lines
        let bottom = app.selectedTabIndex == nil ? Layout.homeIndicator.y - 10 : Layout.tabBarTop - 8
        let box = Box(x: 6, y: bottom - height, width: Layout.screenWidth - 12, height: height)
        rect(box, radius: 12, fill: Palette.banner, stroke: Palette.bannerBorder, strokeWidth: 2)
        circle(x: box.x + 22, y: box.y + 20, radius: 11, fill: Palette.badge)
        text(links.count > 99 ? "99+" : "\(links.count)", x: box.x + 22, y: box.y + 25, size: links.count > 9 ? 10 : 13,
             bold: true, anchor: .middle, fill: Palette.cell)
        let waitingFor = app.session.isLoggedIn ? "the prompt" : "login"
        text("\(links.count) link\(links.count == 1 ? "" : "s") waiting for \(waitingFor)", x: box.x + 42, y: box.y + 25,
             size: 15, bold: true, fill: Palette.label)
        for (index, link) in links.prefix(shown).enumerated() {
            fittedText(link, x: box.x + 10, y: box.y + 46 + 18 * index, width: box.width - 16, size: 12, fill: Palette.label)
        }
        if links.count > shown {
            text("and \(links.count - shown) more", x: box.x + 10, y: box.y + 46 + 18 * shown, size: 12, fill: Palette.secondaryLabel)
        }
    }

    /// The app in the background: its screens kept, veiled, and a label saying so.
    mutating func drawBackgroundVeil() {
        rect(screenBox, fill: "#8e8e93", opacity: "0.55")
        let pill = Box(x: Layout.screenWidth / 2 - 80, y: 52, width: 160, height: 32)
        rect(pill, radius: 16, fill: Palette.bezel)
        text("In the background", x: Layout.screenWidth / 2, y: pill.y + 21, size: 14, bold: true, anchor: .middle,
             fill: Palette.offScreenLabel)
    }
}
