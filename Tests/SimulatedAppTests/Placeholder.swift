import XCTest

// Filled by its issue.
final class SimulatedAppTestsPlaceholder: XCTestCase {}
