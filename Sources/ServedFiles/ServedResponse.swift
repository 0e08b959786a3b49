/// What one URL gave: a response (whatever its status), or why none came.
package struct ServedResponse: Sendable {
    package var url: String
    package var outcome: Outcome

    package enum Outcome: Sendable {
        case response(Response)
        case failure(Failure)
    }

    /// A response as it arrived: no redirect followed, the body read up to the limit plus one byte.
    package struct Response: Sendable {
        package var status: Int
        /// In the order the server sent them, names as sent.
        package var headers: [(name: String, value: String)]
        package var body: [UInt8]
        /// The body went on past the limit (only the limit plus one byte is kept).
        package var truncated: Bool

        package init(status: Int, headers: [(name: String, value: String)], body: [UInt8], truncated: Bool) {
            self.status = status
            self.headers = headers
            self.body = body
            self.truncated = truncated
        }

        /// The first value of a header, its name in any case.
        package func header(_ name: String) -> String? {
            headers.first { $0.name.lowercased() == name.lowercased() }?.value
        }

        /// `application/json` from `application/json; charset=utf-8`; nil without the header.
        package var mediaType: String? {
            header("Content-Type").map { $0.split(separator: ";").first.map(String.init) ?? "" }
                .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        }
    }

    /// Why no response came.
    package struct Failure: Sendable, Error {
        package enum Kind: Sendable { case unreachable, certificate, timeout }
        package var kind: Kind
        /// The cause as the system gives it: `Could not resolve host: example.com`.
        package var message: String

        package init(_ kind: Kind, _ message: String) {
            self.kind = kind
            self.message = message
        }
    }

    /// `200, 1234 bytes` or the failure, for progress lines.
    package var summary: String {
        switch outcome {
        case .response(let response): return "\(response.status), \(response.body.count)\(response.truncated ? "+" : "") bytes"
        case .failure(let failure): return failure.message
        }
    }

    package init(url: String, outcome: Outcome) {
        self.url = url
        self.outcome = outcome
    }
}

import Foundation
