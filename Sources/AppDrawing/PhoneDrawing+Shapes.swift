/// The few shapes the picture is made of, in whole pixels.
extension PhoneDrawing {
    enum Anchor: String {
        case start, middle, end
    }

    mutating func rect(_ box: Box, radius: Int = 0, fill: String, stroke: String? = nil, strokeWidth: Int = 1, opacity: String? = nil) {
        var attributes = [("x", "\(box.x)"), ("y", "\(box.y)"), ("width", "\(box.width)"), ("height", "\(box.height)")]
        if radius > 0 { attributes.append(("rx", "\(radius)")) }
        attributes.append(("fill", fill))
        if let opacity { attributes.append(("fill-opacity", opacity)) }
        if let stroke { attributes += [("stroke", stroke), ("stroke-width", "\(strokeWidth)")] }
        svg.empty("rect", attributes)
    }

    mutating func circle(x: Int, y: Int, radius: Int, fill: String, stroke: String? = nil, strokeWidth: Int = 1) {
        var attributes = [("cx", "\(x)"), ("cy", "\(y)"), ("r", "\(radius)"), ("fill", fill)]
        if let stroke { attributes += [("stroke", stroke), ("stroke-width", "\(strokeWidth)")] }
        svg.empty("circle", attributes)
    }

    mutating func line(from start: (Int, Int), to end: (Int, Int), stroke: String = Palette.separator, width: Int = 1) {
        svg.empty("line", [
            ("x1", "\(start.0)"), ("y1", "\(start.1)"), ("x2", "\(end.0)"), ("y2", "\(end.1)"),
            ("stroke", stroke), ("stroke-width", "\(width)"),
        ])
    }

    /// An open path of straight lines through `points`, with round ends (the back chevron).
    mutating func polyline(_ points: [(Int, Int)], stroke: String, width: Int) {
        svg.empty("polyline", [
            ("points", points.map { "\($0.0),\($0.1)" }.joined(separator: " ")), ("fill", "none"),
            ("stroke", stroke), ("stroke-width", "\(width)"), ("stroke-linecap", "round"), ("stroke-linejoin", "round"),
        ])
    }

    /// A text drawn as given: callers pass our own words or a `DrawnText.fitted` text.
    mutating func text(_ content: String, x: Int, y: Int, size: Int, bold: Bool = false, anchor: Anchor = .start, fill: String) {
        var attributes = [("x", "\(x)"), ("y", "\(y)"), ("font-size", "\(size)")]
        if bold { attributes.append(("font-weight", "700")) }
        if anchor != .start { attributes.append(("text-anchor", anchor.rawValue)) }
        attributes.append(("fill", fill))
        svg.element("text", attributes, content: content)
    }

    /// User data on one line, cut with an ellipsis to `width` pixels.
    mutating func fittedText(_ content: String, x: Int, y: Int, width: Int, size: Int, bold: Bool = false,
                             anchor: Anchor = .start, fill: String) {
        text(DrawnText.fitted(content, width: width, size: size, bold: bold), x: x, y: y, size: size, bold: bold, anchor: anchor, fill: fill)
    }
}
