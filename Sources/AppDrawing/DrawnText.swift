/// Texts as the picture draws them. Screen names, context values and links are
/// user data: anything may be in them. Each is drawn on one line (line breaks and
/// tabs become spaces), characters that XML cannot carry or that would reorder the
/// text on screen become U+FFFD, and a text too wide for its place is cut at a
/// whole character and ends with an ellipsis.
///
/// Widths are estimates: the picture names no font file (a browser picks its own
/// sans serif), so each character counts a little wider than Helvetica draws it,
/// and the screen clips whatever still overflows.
enum DrawnText {
    static let ellipsis: Character = "\u{2026}"

    /// `text` on one line, with only characters that draw as themselves.
    static func line(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x09, 0x0A, 0x0D: scalars.append(" ")
            case 0x00...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF,
                 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F:
                scalars.append("\u{FFFD}")
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// `text` on one line, cut with an ellipsis to fit `width` pixels at `size`.
    static func fitted(_ text: String, width: Int, size: Int, bold: Bool = false) -> String {
        let line = line(text)
        let limit = width * 1000   // in thousandths of a pixel
        let ellipsisWidth = advance(ellipsis, size: size, bold: bold)
        var used = 0
        var cut = line.startIndex   // where the text ends when cut
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            used += advance(character, size: size, bold: bold)
            if used > limit { return String(line[..<cut]) + String(ellipsis) }
            index = line.index(after: index)
            if used + ellipsisWidth <= limit { cut = index }
        }
        return line
    }

    /// `text` on one line, cut to at most `count` characters with an ellipsis: for
    /// the words of the summary, which have no width but should stay short.
    static func shortened(_ text: String, to count: Int = 80) -> String {
        let line = line(text)
        guard line.count > count else { return line }
        return String(line.prefix(count - 1)) + String(ellipsis)
    }

    /// The estimated width of `text` in whole pixels, rounded up.
    static func width(_ text: String, size: Int, bold: Bool = false) -> Int {
        let total = text.reduce(0) { $0 + advance($1, size: size, bold: bold) }
        return (total + 999) / 1000
    }

    /// A character's advance in thousandths of a pixel, 5% wider than Helvetica
    /// draws it: the picture asks for Helvetica or a face of the same widths
    /// (Arial, Liberation Sans); where none is installed, a wider face (DejaVu
    /// Sans) can run past, and the screen's viewport clips it.
    private static func advance(_ character: Character, size: Int, bold: Bool) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        let perMille: Int
        switch scalar.value {
        case 0x20...0x7E:
            let index = Int(scalar.value) - 0x20
            perMille = Int(bold ? helveticaBold[index] : helvetica[index])
        case 0x1100...: perMille = 1000   // CJK, emoji: a full em
        default: perMille = 722           // other letters: as a wide Latin capital
        }
        return perMille * 105 / 100 * size
    }

    /// Helvetica's advance widths of U+0020 to U+007E, in thousandths of an em
    /// (the widths of its Adobe font metrics, which Arial shares).
    private static let helvetica: [UInt16] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
    ]

    /// Helvetica Bold's, likewise.
    private static let helveticaBold: [UInt16] = [
        278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
        975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
        333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
        611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
    ]
}
