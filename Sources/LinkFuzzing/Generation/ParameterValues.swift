import AppSimulation

/// Values for a route parameter, written as they appear in a URL (percent-encoding
/// included). The valid ones come first: a link built from the first value of each
/// parameter is the route's ordinary link.
enum ParameterValues {
    static func values(for type: RouteParameterType) -> [String] {
        switch type {
        case .int: return int
        case .string: return string
        case .uuid: return uuid
        }
    }

    /// Valid, then the boundaries of `Int`, signs, leading zeros, other digits and
    /// encodings that a lenient parser might take for a number.
    static let int = [
        "42", "1", "0", "-1", "+7", "007", "9223372036854775807", "9223372036854775808",
        "-9223372036854775808", "-9223372036854775809", "99999999999999999999999", "%34%32", "4%32",
        "42abc", "abc", "4.2", "1e3", "0x1F", "%EF%BC%94%EF%BC%92", "\u{0661}\u{0662}", "42%00", "%2042",
        "42%2F1", "", "%", "%zz", "NaN", "--1", "4 2",
    ]

    /// Ordinary, encoded, traversal, control, invalid UTF-8, right-to-left override,
    /// markup, very long.
    static let string = [
        "abc", "red%20shoes", "%F0%9F%98%80", "\u{1F600}", "\u{E9}", "e%CC%81", "..", "%2E%2E", "a%2Fb", "%2F",
        "%00", "%C0%AF", "%FF", "%E2%80%AE", "<script>alert(1)</script>", "%3Cscript%3E", "'%22",
        "null", String(repeating: "a", count: 300), "%25", "%", "a#b", "a&b", "a;b", "{id}", "$(id)",
        "%0A", "\u{202E}abc", "a\\b",
    ]

    static let uuid = [
        "123E4567-E89B-12D3-A456-426614174000", "123e4567-e89b-12d3-a456-426614174000",
        "00000000-0000-0000-0000-000000000000", "123e4567e89b12d3a456426614174000",
        "123e4567-e89b-12d3-a456-42661417400", "{123e4567-e89b-12d3-a456-426614174000}",
        "zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz", "123e4567-e89b-12d3-a456-426614174000%00", "",
    ]
}
