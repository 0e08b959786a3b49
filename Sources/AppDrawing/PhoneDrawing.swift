import AppSimulation

/// Draws the app as a phone: the screen (clipped to its own viewport, so no
/// text can leave it), the bezel over the screen's corners, and a caption with the
/// app's name and session below. Layers are drawn bottom to top, as the app stacks
/// them: the page, the tab bar, sheets, the password prompt, the pending-links
/// banner, and the veil of the background state.
struct PhoneDrawing {
    typealias Layout = PhoneLayout
    var svg = SVGMarkup()
    let app: SimulatedAppView

    static func svg(of app: SimulatedAppView) -> String {
        var drawing = PhoneDrawing(app: app)
        drawing.draw()
        return drawing.svg.text
    }

    private mutating func draw() {
        svg.open("svg", [
            ("xmlns", "http://www.w3.org/2000/svg"), ("width", "\(Layout.width)"), ("height", "\(Layout.height)"),
            ("viewBox", "0 0 \(Layout.width) \(Layout.height)"), ("role", "img"), ("font-family", Palette.fontFamily),
        ])
        svg.element("title", content: app.title)
        svg.element("desc", content: app.summary)
        svg.open("svg", [
            ("x", "\(Layout.screenX)"), ("y", "\(Layout.screenY)"),
            ("width", "\(Layout.screenWidth)"), ("height", "\(Layout.screenHeight)"),
            ("viewBox", "0 0 \(Layout.screenWidth) \(Layout.screenHeight)"), ("overflow", "hidden"),
        ])
        drawScreen()
        svg.close("svg")
        drawBezel()
        drawCaption()
        svg.close("svg")
    }

    private mutating func drawScreen() {
        guard app.isRunning else {
            drawNotRunning()
            return
        }
        rect(screenBox, fill: Palette.groupedBackground)
        drawStatusBar(color: Palette.label)
        if let selected = app.selectedTabIndex {
            drawTabPage()
            drawTabBar(selected: selected)
        } else {
            drawLogin()
        }
        drawSheets()
        if let link = app.promptedLink { drawPasswordPrompt(for: link) }
        if !app.pendingLinks.isEmpty { drawPendingBanner() }
        if app.simulated.launchState == .background { drawBackgroundVeil() }
    }

    var screenBox: Box { Box(x: 0, y: 0, width: Layout.screenWidth, height: Layout.screenHeight) }

    private mutating func drawBezel() {
        let bezel = Layout.bezel
        rect(Box(x: bezel.inset, y: bezel.inset, width: Layout.width - 2 * bezel.inset, height: Layout.phoneHeight - 2 * bezel.inset),
             radius: bezel.radius, fill: "none", stroke: Palette.bezel, strokeWidth: bezel.thickness)
    }

    private mutating func drawCaption() {
        let center = Layout.width / 2
        fittedText(app.map.name, x: center, y: Layout.captionBaselines.0, width: Layout.width - 8, size: 14, bold: true,
                   anchor: .middle, fill: Palette.label)
        fittedText(app.sessionLine, x: center, y: Layout.captionBaselines.1, width: Layout.width - 8, size: 12,
                   anchor: .middle, fill: Palette.secondaryLabel)
    }

    mutating func drawStatusBar(color: String) {
        text("9:41", x: 40, y: 31, size: 15, bold: true, anchor: .middle, fill: color)
        rect(Box(x: 100, y: 10, width: 88, height: 26), radius: 13, fill: "#000000")
        rect(Box(x: 244, y: 21, width: 24, height: 12), radius: 3, fill: "none", stroke: color, strokeWidth: 1)
        rect(Box(x: 246, y: 23, width: 18, height: 8), radius: 1, fill: color)
        rect(Box(x: 269, y: 25, width: 2, height: 4), radius: 1, fill: color)
    }

    mutating func drawHomeIndicator(color: String = Palette.label) {
        rect(Layout.homeIndicator, radius: 3, fill: color)
    }
}
