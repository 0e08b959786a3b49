import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import LinkSpecPlatform

/// The one place linkspec touches the network: each URL fetched once, with
/// `URLSession`, at most `concurrency` at a time, as Apple's and Google's fetchers
/// do: no cookies, no credentials, no cache, redirects never followed, the body
/// read up to a limit plus one byte, every fetch bounded in time.
package struct Fetcher: Sendable {
    let options: ServedOptions

    package init(options: ServedOptions) {
        self.options = options
    }

    /// The response of each URL (each once, however often it is listed), with its body limit.
    package func fetch(_ requests: [(url: String, limit: Int)]) -> [String: ServedResponse] {
        var unique: [(url: String, limit: Int)] = []
        var seen: Set<String> = []
        for request in requests where seen.insert(request.url).inserted { unique.append(request) }
        let results = Locked<[String: ServedResponse]>([:])
        let slots = DispatchSemaphore(value: max(1, options.concurrency))
        let group = DispatchGroup()
        for request in unique {
            slots.wait()
            group.enter()
            // A thread of its own, not Dispatch's pool: the fetch waits, and URLSession's
            // queues need the pool's threads meanwhile (on Linux, a wait there held the start a second).
            WorkThread.start(name: "linkspec fetch", stackSize: 1 << 20) {
                let response = fetchOne(request.url, limit: request.limit)
                results.withLock { $0[request.url] = response }
                options.progress?("fetched \(request.url): \(response.summary)")
                slots.signal()
                group.leave()
            }
        }
        group.wait()
        return results.withLock { $0 }
    }

    /// One GET, bounded: the session's own timeouts, and a watchdog a little after
    /// them in case a transfer does not end when told.
    func fetchOne(_ text: String, limit: Int) -> ServedResponse {
        guard let url = URL(string: text) else {
            return ServedResponse(url: text, outcome: .failure(.init(.unreachable, "not a URL")))
        }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.urlCredentialStorage = nil
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.timeoutIntervalForRequest = options.timeout
        configuration.timeoutIntervalForResource = options.timeout
        configuration.httpMaximumConnectionsPerHost = 1
        ResolveRelay.configure(configuration)
        let transfer = Transfer(limit: limit, anchors: TrustAnchors.load(options.caCertificates))
        let session = URLSession(configuration: configuration, delegate: transfer, delegateQueue: nil)
        var request = URLRequest(url: url)
        request.httpMethod = "GET"
        request.httpShouldHandleCookies = false
        request.setValue(options.userAgent, forHTTPHeaderField: "User-Agent")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let task = session.dataTask(with: request)
        task.resume()
        if transfer.done.wait(timeout: .now() + options.timeout + 5) == .timedOut {
            task.cancel()
            transfer.finish(with: .init(.timeout, "no answer within \(Self.seconds(options.timeout))"))
        }
        session.invalidateAndCancel()
        var outcome = transfer.outcome
        // The relay knows why a tunnel failed; libcurl says "CONNECT tunnel failed", Apple's loader another proxy error.
        if case .failure(let failure) = outcome, failure.kind == .unreachable,
           let host = url.host, let cause = ResolveRelay.failure(forHost: host) {
            outcome = .failure(.init(failure.kind, cause))
        }
        return ServedResponse(url: text, outcome: outcome)
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) second\(value == 1 ? "" : "s")" : "\(value) seconds"
    }
}

/// One transfer's delegate: keeps the last response (a proxy's `200 Connection
/// established` comes first on Linux), at most `limit + 1` bytes of body, and
/// cancels once past them.
final class Transfer: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private struct State {
        var response: HTTPURLResponse?
        var body: [UInt8] = []
        var truncated = false
        var failure: ServedResponse.Failure?
        var finished = false
    }

    private let state = Locked(State())
    let done = DispatchSemaphore(value: 0)
    let limit: Int
    let anchors: TrustAnchors?

    init(limit: Int, anchors: TrustAnchors?) {
        self.limit = limit
        self.anchors = anchors
    }

    func finish(with failure: ServedResponse.Failure?) {
        let first = state.withLock { state -> Bool in
            guard !state.finished else { return false }
            state.finished = true
            if state.failure == nil { state.failure = failure }
            return true
        }
        if first { done.signal() }
    }

    /// What came: the failure, or the response with the body kept.
    var outcome: ServedResponse.Outcome {
        state.withLock { state in
            if let failure = state.failure { return .failure(failure) }
            guard let response = state.response else { return .failure(.init(.unreachable, "no response")) }
            let headers = response.allHeaderFields.compactMap { key, value -> (name: String, value: String)? in
                guard let name = key as? String else { return nil }
                return (name, "\(value)")
            }.sorted { $0.name.lowercased() < $1.name.lowercased() }
            return .response(.init(status: response.statusCode, headers: headers, body: state.body, truncated: state.truncated))
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
        completionHandler(nil)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void) {
        state.withLock { state in
            state.response = response as? HTTPURLResponse
            state.body = []
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let over = state.withLock { state -> Bool in
            guard !state.truncated, !state.finished else { return false }
            let room = limit + 1 - state.body.count
            state.body += data.prefix(room)
            if data.count >= room && state.body.count > limit {
                state.truncated = true
                return true
            }
            return false
        }
        if over {
            dataTask.cancel()
            finish(with: nil)
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        finish(with: error.map(Self.failure))
    }

    func urlSession(_ session: URLSession, didReceive challenge: URLAuthenticationChallenge,
                    completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        guard let anchors else { return completionHandler(.performDefaultHandling, nil) }
        let decision = anchors.evaluate(challenge)
        if let refusal = decision.refusal { refuseCertificate(refusal) }
        completionHandler(decision.disposition, decision.credential)
    }

    /// The server's certificate was refused here (`--ca-certificates` on Apple platforms):
    /// the task then ends "cancelled", but the failure is the certificate's.
    func refuseCertificate(_ reason: String) {
        state.withLock { state in
            if state.failure == nil { state.failure = .init(.certificate, reason) }
        }
    }

    /// What a system error means here: a certificate problem, a timeout, or no connection (with the cause).
    static func failure(_ error: Error) -> ServedResponse.Failure {
        let error = error as NSError
        let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError
        let message = (error.userInfo[NSLocalizedDescriptionKey] as? String)
            ?? (underlying?.userInfo[NSLocalizedDescriptionKey] as? String) ?? error.localizedDescription
        if error.code == NSURLErrorTimedOut { return .init(.timeout, message) }
        let certificateCodes = [NSURLErrorServerCertificateUntrusted, NSURLErrorServerCertificateHasBadDate,
                                NSURLErrorServerCertificateNotYetValid, NSURLErrorServerCertificateHasUnknownRoot,
                                NSURLErrorClientCertificateRejected]
        let lowered = message.lowercased()
        if certificateCodes.contains(error.code) || lowered.contains("certificate") || lowered.contains("ssl: no alternative") {
            return .init(.certificate, message)
        }
        return .init(.unreachable, message)
    }
}
