import Foundation

/// JSON documents compared as parsed values, as Cucumber's own formatter tests
/// compare reports (`JSONAssert` in strict mode): every value equal, arrays in
/// order, no member missing or extra, the order of an object's members free.
public enum JSONComparison {
    /// Where `actual` and `expected` differ (`[0].elements[2].steps[0].result.status:
    /// "failed" != "passed"`), at most `limit` places; empty when they are equal.
    /// Text that is not JSON is a difference too.
    public static func differences(_ actual: Data, _ expected: Data, limit: Int = 8) -> [String] {
        let parse = { (data: Data) -> Any? in try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) }
        guard let actualValue = parse(actual) else { return ["the actual text is not JSON"] }
        guard let expectedValue = parse(expected) else { return ["the expected text is not JSON"] }
        var found: [String] = []
        compare(actualValue, expectedValue, path: "", into: &found, limit: limit)
        return found
    }

    private static func compare(_ actual: Any, _ expected: Any, path: String, into found: inout [String], limit: Int) {
        guard found.count < limit else { return }
        switch (actual, expected) {
        case (let actual as [String: Any], let expected as [String: Any]):
            for key in Set(actual.keys).union(expected.keys).sorted() {
                switch (actual[key], expected[key]) {
                case (nil, let value?): found.append("\(path).\(key) missing (expected \(brief(value)))")
                case (let value?, nil): found.append("\(path).\(key) extra (\(brief(value)))")
                case (let a?, let b?): compare(a, b, path: "\(path).\(key)", into: &found, limit: limit)
                default: break
                }
                if found.count >= limit { return }
            }
        case (let actual as [Any], let expected as [Any]):
            guard actual.count == expected.count else {
                found.append("\(path): \(actual.count) values, expected \(expected.count)")
                return
            }
            for index in actual.indices {
                compare(actual[index], expected[index], path: "\(path)[\(index)]", into: &found, limit: limit)
            }
        default:
            if !scalarsAreEqual(actual, expected) {
                found.append("\(path): \(brief(actual)) != \(brief(expected))")
            }
        }
    }

    private static func scalarsAreEqual(_ actual: Any, _ expected: Any) -> Bool {
        switch (actual, expected) {
        case (let actual as String, let expected as String): actual == expected
        // `true` and `1` are both NSNumbers, and equal as such: a boolean must meet a boolean.
        case (let actual as NSNumber, let expected as NSNumber): isBoolean(actual) == isBoolean(expected) && actual == expected
        case (is NSNull, is NSNull): true
        default: false
        }
    }

    /// Whether JSONSerialization read `true` or `false` here (its booleans are
    /// one NSNumber class on every platform, other numbers another).
    private static func isBoolean(_ number: NSNumber) -> Bool {
        type(of: number) == type(of: NSNumber(value: true))
    }

    private static func brief(_ value: Any) -> String {
        let text = (try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys]))
            .map { String(decoding: $0, as: UTF8.self) } ?? "\(value)"
        return text.count > 160 ? String(text.prefix(160)) + "…" : text
    }
}
