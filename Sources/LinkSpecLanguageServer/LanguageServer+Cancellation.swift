/// `$/cancelRequest`: whether a queued message cancels the request about to
/// be answered.
extension LanguageServer {
    static func isCancel(_ bytes: [UInt8], of id: RequestID) -> Bool {
        // Only a message that names the method is read whole: the queue holds
        // edits that carry whole documents, and this runs for every request.
        guard contains(bytes, cancelMethod),
              case .success(.notification("$/cancelRequest", let params?)) = RPCMessage.read(bytes) else { return false }
        return RequestID(params["id"]) == id
    }

    /// Without its `$/`, which JSON may write as `$\/`.
    private static let cancelMethod = Array("cancelRequest".utf8)

    private static func contains(_ bytes: [UInt8], _ word: [UInt8]) -> Bool {
        guard let first = word.first, bytes.count >= word.count else { return false }
        var index = 0
        while let found = bytes[index...].firstIndex(of: first), found + word.count <= bytes.count {
            if bytes[found..<found + word.count].elementsEqual(word) { return true }
            index = found + 1
        }
        return false
    }
}
