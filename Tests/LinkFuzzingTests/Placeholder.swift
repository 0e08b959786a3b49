import XCTest

// Filled by its issue.
final class LinkFuzzingTestsPlaceholder: XCTestCase {}
