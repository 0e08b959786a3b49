import Dispatch
import LinkSpecPlatform
import LinkSpecRunner

/// SIGINT and SIGTERM ask the run to stop: no new scenario starts, the running
/// ones finish, reports are written whole, and the exit code is 130. A second
/// signal ends the process at once (the default action is restored after the first).
///
/// The command line is for macOS and Linux. Built for another platform (an iOS
/// destination building every target of the package), it has no signal
/// handling: nothing but the caller interrupts a run.
final class SignalInterruption: Sendable {
    static let shared = SignalInterruption()

    let interruption = Interruption()
    /// Kept for as long as the process runs (a released source stops), never
    /// read again; in a `Locked` because dispatch sources are not `Sendable`.
    private let sources: Locked<[any DispatchSourceSignal]>

    private init() {
        var sources: [any DispatchSourceSignal] = []
        #if os(macOS) || os(Linux)
        for signal in [Platform.Signal.interrupt, .terminate] {
            // Ignored by the process, so only the dispatch source sees it.
            Platform.ignore(signal)
            let number = signal.number
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [interruption] in
                Platform.restoreDefault(signalNumber: number)
                interruption.request()
            }
            source.resume()
            sources.append(source)
        }
        #endif
        self.sources = Locked(sources)
    }
}
