import Foundation

/// `--save-served DIR`: each response kept as fetched, for later runs and for
/// reports: `DIR/<host>/<path>` holds the body, byte for byte (up to the limit
/// plus one), and `<path>.headers` the status and headers (`<path>.error` why
/// there was no response).
enum SavedResponses {
    static func save(_ responses: [ServedResponse], in folder: String) {
        for served in responses {
            guard let url = URL(string: served.url), let host = url.host else { continue }
            var name = url.path + (url.query.map { "?" + $0 } ?? "")
            name = String(name.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" ? $0 : "_" }).trimmingCharacters(in: CharacterSet(charactersIn: "_"))
            let base = URL(fileURLWithPath: folder).appendingPathComponent(host).appendingPathComponent(name.isEmpty ? "index" : name)
            try? FileManager.default.createDirectory(at: base.deletingLastPathComponent(), withIntermediateDirectories: true)
            switch served.outcome {
            case .response(let response):
                let head = "HTTP \(response.status)\n" + response.headers.map { "\($0.name): \($0.value)\n" }.joined()
                    + (response.truncated ? "(body cut after \(response.body.count) bytes)\n" : "")
                try? Data(response.body).write(to: base, options: .atomic)
                try? Data(head.utf8).write(to: base.appendingPathExtension("headers"), options: .atomic)
            case .failure(let failure):
                try? Data((failure.message + "\n").utf8).write(to: base.appendingPathExtension("error"), options: .atomic)
            }
        }
    }
}
