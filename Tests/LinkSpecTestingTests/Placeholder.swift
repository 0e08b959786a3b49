import XCTest

// Filled by its issue.
final class LinkSpecTestingTestsPlaceholder: XCTestCase {}
