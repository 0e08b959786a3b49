/// Where things go in the picture, in whole pixels. The picture is a phone of
/// 320 x 640 with a caption below it; inside the bezel the screen has coordinates
/// of its own, 288 x 608, laid out as iOS lays out a tab-bar app.
enum PhoneLayout {
    static let width = 320
    static let height = 692
    /// The phone's outline: a rounded bezel drawn as a thick stroke over the screen's corners.
    static let bezel = (inset: 8, radius: 38, thickness: 16)
    static let phoneHeight = 640
    /// The screen, in the picture's coordinates.
    static let screenX = 16, screenY = 16
    static let screenWidth = 288, screenHeight = 608
    static let captionBaselines = (662, 682)

    // In the screen's coordinates:
    static let margin = 16
    static let navigationRowBaseline = 72
    static let largeTitleBaseline = 124
    static let contentTop = 140
    static let tabBarTop = 524
    static let homeIndicator = Box(x: 94, y: 594, width: 100, height: 5)
    static let sheetTop = 144
    static let rowHeight = 40
}

/// A rectangle in whole pixels.
struct Box: Hashable {
    var x: Int, y: Int, width: Int, height: Int
}

/// The colours, named by role. Text colours have at least 4.5:1 contrast on their
/// background; no state is told by colour alone.
enum Palette {
    static let bezel = "#1c1c1e"
    static let label = "#1c1c1e"
    static let secondaryLabel = "#636366"
    static let tint = "#0064d2"
    static let separator = "#c6c6c8"
    static let groupedBackground = "#f2f2f7"
    static let cell = "#ffffff"
    static let bar = "#f9f9f9"
    static let dimming = "#000000"
    static let alert = "#f2f2f2"
    static let badge = "#d70015"
    static let banner = "#fff4e0"
    static let bannerBorder = "#d97a00"
    static let offScreen = "#1c1c1e"
    static let offScreenLabel = "#ffffff"
    static let offScreenSecondary = "#c7c7cc"
    /// Faces with Helvetica's widths, which `DrawnText` measures with, on macOS,
    /// Windows and most Linux systems; any sans serif elsewhere.
    static let fontFamily = "Helvetica, Arial, 'Liberation Sans', sans-serif"
}
