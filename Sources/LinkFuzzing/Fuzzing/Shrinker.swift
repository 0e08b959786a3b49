/// Makes a violating link as small as it can while it still breaks the same rule
/// through the same route: first whole pieces (fragment, query, query items, path
/// segments, user info), then runs of characters, halving the run down to one,
/// then `%XX` escapes of plain characters decoded. Every accepted candidate is
/// shorter, so it ends; the result is 1-minimal (no single character can go)
/// among links that keep the original's shape: a `scheme://` link stays one, as a
/// team would write it, rather than becoming the equivalent `scheme:intent`.
struct Shrinker {
    let stillViolates: (String) -> Bool
    /// The most candidates tried, so that a pathological link cannot stall a run.
    var budget = 4000

    mutating func shrink(_ link: String) -> String {
        keepsAuthority = LinkAnatomy(link).hasAuthority
        var current = link
        while budget > 0, let smaller = firstAccepted(pieceRemovals(of: current)) ?? firstAccepted(runRemovals(of: current))
            ?? firstAccepted(escapeDecodings(of: current)) {
            current = smaller
        }
        return current
    }

    private(set) var keepsAuthority = false

    private mutating func firstAccepted<S: Sequence<String>>(_ candidates: S) -> String? {
        for candidate in candidates {
            guard budget > 0 else { return nil }
            if keepsAuthority, !LinkAnatomy(candidate).hasAuthority { continue }
            budget -= 1
            if stillViolates(candidate) { return candidate }
        }
        return nil
    }

    private func pieceRemovals(of link: String) -> [String] {
        let anatomy = LinkAnatomy(link)
        return anatomy.removablePieces.map { range in
            var text = link
            text.removeSubrange(range)
            return text
        }
    }

    /// Runs of n/2, n/4, ... 1 scalars removed, left to right, lazily.
    private func runRemovals(of link: String) -> some Sequence<String> {
        let scalars = Array(link.unicodeScalars)
        var sizes: [Int] = []
        var size = scalars.count / 2
        while size > 1 { sizes.append(size); size /= 2 }
        if !scalars.isEmpty { sizes.append(1) }
        return sizes.lazy.flatMap { size in
            stride(from: 0, to: scalars.count, by: size).lazy.map { start in
                var copy = scalars
                copy.removeSubrange(start..<min(start + size, copy.count))
                var text = ""
                text.unicodeScalars.append(contentsOf: copy)
                return text
            }
        }
    }

    /// `%41` to `A` and the like: letters, digits and `-._~`.
    private func escapeDecodings(of link: String) -> [String] {
        let bytes = Array(link.utf8)
        var result: [String] = []
        for index in bytes.indices where bytes[index] == 0x25 && index + 2 < bytes.count {
            guard let high = PercentEncoding.hexValue(bytes[index + 1]), let low = PercentEncoding.hexValue(bytes[index + 2]) else { continue }
            let byte = high << 4 | low
            guard PercentEncoding.isUnreserved(byte) else { continue }
            var copy = bytes
            copy.replaceSubrange(index...(index + 2), with: [byte])
            result.append(String(decoding: copy, as: UTF8.self))
        }
        return result
    }
}
