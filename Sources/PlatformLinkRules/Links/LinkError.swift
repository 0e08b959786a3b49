/// Why a link's text could not be taken apart: a broken percent escape, bytes
/// that are not UTF-8, or (from the app's link parser) a link too long or holding
/// characters a link cannot.
package struct LinkError: Error, Sendable, Hashable, CustomStringConvertible {
    package var message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
}
