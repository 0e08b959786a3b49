import XCTest

// Filled by its issue.
final class ExpressionsTestsPlaceholder: XCTestCase {}
