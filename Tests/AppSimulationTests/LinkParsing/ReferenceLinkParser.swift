@testable import AppSimulation
import PlatformLinkRules

/// The link parser as it was before the byte-level rewrite: it walks
/// `Character`s, so a delimiter that is part of a larger grapheme cluster
/// (`/` followed by a combining accent) is no delimiter. Kept only as the
/// oracle that `LinkParserEquivalenceTests` compares the fast parser with;
/// it is deliberately slow and must not change.
enum ReferenceLinkParser {
    static func parse(_ text: String) -> Result<Link, LinkError> {
        if text.isEmpty { return .failure(LinkError("the link is empty")) }
        if text.utf8.count > 8192 { return .failure(LinkError("the link is longer than 8192 bytes")) }
        for (offset, scalar) in text.unicodeScalars.enumerated() where scalar.value <= 0x20 || scalar.value == 0x7F {
            return .failure(LinkError("character U+\(String(scalar.value, radix: 16, uppercase: true)) at offset \(offset) must be percent-encoded"))
        }
        var rest = Substring(text)
        if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }

        var scheme: String?
        if let colon = rest.firstIndex(of: ":") {
            let candidate = rest[..<colon]
            if let first = candidate.unicodeScalars.first, isASCIILetter(first),
               candidate.unicodeScalars.allSatisfy({ isASCIILetter($0) || ("0"..."9").contains($0) || $0 == "+" || $0 == "-" || $0 == "." }) {
                scheme = candidate.lowercased()
                rest = rest[rest.index(after: colon)...]
            }
        }

        var host: String?
        if scheme != nil, rest.hasPrefix("//") {
            rest = rest.dropFirst(2)
            let end = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "\\" } ?? rest.endIndex
            if end < rest.endIndex, rest[end] == "\\" {
                return .failure(LinkError("a backslash in the authority makes the host ambiguous"))
            }
            var authority = rest[..<end]
            rest = rest[end...]
            if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
            if authority.hasPrefix("[") {
                if let close = authority.firstIndex(of: "]") { authority = authority[...close] }
            } else if let colon = authority.firstIndex(of: ":") {
                authority = authority[..<colon]
            }
            switch referencePercentDecoded(authority) {
            case .success(let decoded): host = decoded
            case .failure(let error): return .failure(error)
            }
        }

        var queryText: Substring?
        if let mark = rest.firstIndex(of: "?") {
            queryText = rest[rest.index(after: mark)...]
            rest = rest[..<mark]
        }

        var path: [String] = []
        for segment in rest.split(separator: "/") {
            switch referencePercentDecoded(segment) {
            case .success(let decoded): path.append(decoded)
            case .failure(let error): return .failure(error)
            }
        }

        var query: [(name: String, value: String)] = []
        for item in (queryText ?? "").split(separator: "&") {
            let equals = item.firstIndex(of: "=")
            let rawName = equals.map { item[..<$0] } ?? item
            let rawValue = equals.map { item[item.index(after: $0)...] } ?? ""
            switch (referencePercentDecoded(rawName), referencePercentDecoded(rawValue)) {
            case (.success(let name), .success(let value)): query.append((name, value))
            case (.failure(let error), _), (_, .failure(let error)): return .failure(error)
            }
        }
        return .success(Link(scheme: scheme, host: host, path: path, query: query))
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private static func referencePercentDecoded(_ text: Substring) -> Result<String, LinkError> {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return .success(String(text)) }
        var bytes: [UInt8] = []
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == 0x25 else { bytes.append(byte); continue }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                return .failure(LinkError("'\(text)' has a '%' that is not followed by two hex digits"))
            }
            bytes.append(high << 4 | low)
        }
        var decoder = UTF8()
        var byteIterator = bytes.makeIterator()
        var scalars = String.UnicodeScalarView()
        while true {
            switch decoder.decode(&byteIterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: return .success(String(scalars))
            case .error: return .failure(LinkError("'\(text)' percent-decodes to bytes that are not UTF-8"))
            }
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: return byte - 0x30
        case 0x41...0x46: return byte - 0x41 + 10
        case 0x61...0x66: return byte - 0x61 + 10
        default: return nil
        }
    }
}
