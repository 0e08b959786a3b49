/// Where a run's text for people goes: the command line's standard output and
/// standard error, or what a test captures of them.
package struct ConsoleOutput {
    /// Standard output.
    package var write: (String) -> Void
    /// Standard error.
    package var writeError: (String) -> Void
    /// Pushes out what standard output buffered.
    package var flush: () -> Void

    package init(write: @escaping (String) -> Void, writeError: @escaping (String) -> Void, flush: @escaping () -> Void = {}) {
        self.write = write
        self.writeError = writeError
        self.flush = flush
    }
}
