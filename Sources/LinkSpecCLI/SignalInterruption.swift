import Dispatch
import LinkSpecRunner
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// SIGINT and SIGTERM ask the run to stop: no new scenario starts, the running
/// ones finish, reports are written whole, and the exit code is 130. A second
/// signal ends the process at once (the default action is restored after the first).
final class SignalInterruption: @unchecked Sendable {
    // Set up once, then only read: the sources must live as long as the process.
    static let shared = SignalInterruption()

    let interruption = Interruption()
    private var sources: [any DispatchSourceSignal] = []

    private init() {
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [interruption] in
                signal(number, SIG_DFL)
                interruption.request()
            }
            source.resume()
            sources.append(source)
        }
    }
}
