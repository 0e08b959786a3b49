import XCTest

// Filled by its issue.
final class StepsTestsPlaceholder: XCTestCase {}
