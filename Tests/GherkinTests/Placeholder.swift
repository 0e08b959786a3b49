import XCTest

// Filled by its issue.
final class GherkinTestsPlaceholder: XCTestCase {}
