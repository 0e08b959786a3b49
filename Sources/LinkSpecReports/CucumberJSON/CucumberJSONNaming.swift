import CucumberMessages

/// The ids of the Cucumber JSON report, as cucumber-jvm makes them.
enum CucumberJSONNaming {
    /// A name as an id part: lower-cased, with ASCII white space (Java's `\s`),
    /// `'`, `_`, `,` and `!` each turned into `-`; worked on UTF-8 bytes.
    static func id(_ name: String) -> String {
        var bytes = Array(name.utf8)
        var isASCII = true
        for index in bytes.indices {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), 0x0B, 0x0C, UInt8(ascii: "\r"),
                 UInt8(ascii: "'"), UInt8(ascii: "_"), UInt8(ascii: ","), UInt8(ascii: "!"):
                bytes[index] = UInt8(ascii: "-")
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                bytes[index] += 0x20
            case 0x80...:
                isASCII = false
            default:
                break
            }
        }
        let id = String(decoding: bytes, as: UTF8.self)
        return isASCII ? id : id.lowercased()
    }

    /// The element id of a pickle: `feature;[rule;]scenario`, then
    /// `;examples;N` for an Examples row (N counts the header row as 1).
    static func id(of pickle: PickleSummary) -> String {
        var id = self.id(pickle.feature?.name ?? "")
        if let rule = pickle.ruleName { id += ";" + self.id(rule) }
        id += ";" + self.id(pickle.scenario?.name ?? "")
        guard let row = pickle.examplesRow else { return id }
        return id + ";" + self.id(row.examplesName) + ";\(row.rowNumber + 1)"
    }
}
