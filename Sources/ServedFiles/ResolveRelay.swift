import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if os(macOS)
import CFNetwork
#endif
import LinkSpecPlatform

/// `--resolve HOST=ADDRESS:PORT`, as curl's: the host's connections go to the
/// address while TLS (SNI, the certificate's name) and the Host header keep the
/// host. URLSession has no such setting, so linkspec runs a CONNECT proxy of its
/// own on 127.0.0.1 for the run and sends every fetch through it: a tunnel to a
/// resolved host goes to its address, any other to the host itself. Bytes are
/// relayed untouched; TLS is between URLSession and the server, end to end.
/// A tunnel carries at most `mostBytesFromServer` from the server: more than any
/// fetch reads (the body limit plus headers), so an endless body ends at the relay
/// instead of running on after the fetch gave up on it (FoundationNetworking's
/// `cancel()` waits behind a socket that is always readable).
/// On Linux, libcurl takes the proxy from `https_proxy` (FoundationNetworking
/// ignores `connectionProxyDictionary`); on Apple platforms the session's
/// `connectionProxyDictionary` names it. docs/decisions/1101-served-trust-and-resolve.md.
package final class ResolveRelay: Sendable {
    private static let running = Locked<Int?>(nil)
    /// The most a tunnel relays from the server: the largest body limit, plus one byte,
    /// plus a megabyte for the response head and TLS (libcurl takes at most 300 KB of headers).
    static let mostBytesFromServer = max(ServedOptions.siteAssociationLimit, ServedOptions.otherFileLimit) + 1 + 1024 * 1024
    /// Why the relay could not reach a host, by host: libcurl only sees `CONNECT tunnel failed, response 502`.
    private static let failures = Locked<[String: String]>([:])

    /// Why the last tunnel to `host` failed, if it did.
    static func failure(forHost host: String) -> String? {
        failures.withLock { $0[host.lowercased()] }
    }

    /// Starts the relay once for the process; an error message when it cannot listen.
    package static func start(resolving hosts: [String: HostAddress]) -> String? {
        guard !hosts.isEmpty else { return nil }
        #if os(macOS) || os(Linux)
        switch Platform.listenOnLoopback() {
        case .failure(let error):
            return "--resolve: cannot listen on 127.0.0.1: \(error)"
        case .success(let (listener, port)):
            Platform.ignore(.brokenPipe)
            running.withLock { $0 = port }
            #if !canImport(Darwin)
            Platform.setEnvironment("https_proxy", "http://127.0.0.1:\(port)")
            Platform.setEnvironment("HTTPS_PROXY", "http://127.0.0.1:\(port)")
            Platform.setEnvironment("no_proxy", "")
            Platform.setEnvironment("NO_PROXY", "")
            #endif
            WorkThread.start(name: "linkspec --resolve relay", stackSize: 256 << 10) {
                while let connection = Platform.acceptConnection(listener) {
                    WorkThread.start(name: "linkspec --resolve tunnel", stackSize: 256 << 10) { tunnel(connection, hosts) }
                }
            }
            return nil
        }
        #else
        return "--resolve: only the command line on macOS and Linux runs the relay"
        #endif
    }

    /// Points a session at the relay, when it runs (macOS, by CFNetwork's proxy keys, which
    /// exist on macOS only; Linux reads the environment; elsewhere the relay never runs).
    static func configure(_ configuration: URLSessionConfiguration) {
        #if os(macOS)
        if let port = running.withLock({ $0 }) {
            configuration.connectionProxyDictionary = [
                kCFNetworkProxiesHTTPSEnable as String: true,
                kCFNetworkProxiesHTTPSProxy as String: "127.0.0.1",
                kCFNetworkProxiesHTTPSPort as String: port,
            ]
        }
        #endif
    }

    #if os(macOS) || os(Linux)
    /// One tunnel: `CONNECT host:port`, then bytes both ways until either side ends.
    private static func tunnel(_ client: Int32, _ hosts: [String: HostAddress]) {
        var head: [UInt8] = []
        while head.count < 16 * 1024, !head.ends(with: [13, 10, 13, 10]) {
            guard case .success(let bytes) = Platform.read(client, upTo: 1), !bytes.isEmpty else { break }
            head += bytes
        }
        let line = String(decoding: head, as: UTF8.self).split(separator: "\r\n").first.map(String.init) ?? ""
        let words = line.split(separator: " ")
        guard words.count == 3, words[0] == "CONNECT", let colon = words[1].lastIndex(of: ":"),
              let port = Int(words[1][words[1].index(after: colon)...]) else {
            reply(client, "HTTP/1.1 400 Bad Request\r\n\r\n")
            return Platform.close(client)
        }
        let host = String(words[1][..<colon]).lowercased()
        let target = hosts[host] ?? HostAddress(address: host, port: port)
        let connected = Platform.connect(host: target.address, port: target.port)
        guard case .success(let server) = connected else {
            if case .failure(let error) = connected {
                let through = hosts[host] != nil ? " (--resolve)" : ""
                failures.withLock { $0[host] = "cannot connect to \(target.address):\(target.port)\(through): \(error)" }
            }
            reply(client, "HTTP/1.1 502 Bad Gateway\r\n\r\n")
            return Platform.close(client)
        }
        failures.withLock { _ = $0.removeValue(forKey: host) }
        reply(client, "HTTP/1.1 200 Connection established\r\n\r\n")
        let back = WorkThread.start(name: "linkspec --resolve tunnel back", stackSize: 256 << 10) {
            if pump(from: server, to: client, atMost: mostBytesFromServer) == .cut {
                // Past what any fetch reads: both ends learn the tunnel is gone, so the client's read below ends too.
                Platform.shutdownReadingAndWriting(client)
                Platform.shutdownReadingAndWriting(server)
            }
        }
        pump(from: client, to: server, atMost: .max)
        back.join()
        Platform.close(client)
        Platform.close(server)
    }

    private static func reply(_ descriptor: Int32, _ text: String) {
        Array(text.utf8).withUnsafeBytes { _ = Platform.writeAll($0, to: descriptor) }
    }

    private enum PumpEnd { case ended, cut }

    /// Copies bytes until the source ends, a write fails, or more than `limit` bytes came.
    @discardableResult
    private static func pump(from source: Int32, to destination: Int32, atMost limit: Int) -> PumpEnd {
        var buffer = [UInt8](repeating: 0, count: 32 * 1024)
        var relayed = 0
        while true {
            let got = buffer.withUnsafeMutableBytes { Platform.read(source, into: $0) }
            guard case .success(let count) = got, count > 0 else { break }
            let failed = buffer.withUnsafeBytes { Platform.writeAll(UnsafeRawBufferPointer(rebasing: $0[..<count]), to: destination) }
            if failed != nil { break }
            relayed += count
            if relayed > limit { return .cut }
        }
        Platform.shutdownWriting(destination)
        return .ended
    }
    #endif
}

private extension Array where Element == UInt8 {
    func ends(with suffix: [UInt8]) -> Bool { count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix }
}
