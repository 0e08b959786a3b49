import XCTest

// Filled by its issue.
final class LinkSpecRunnerTestsPlaceholder: XCTestCase {}
