/// Choices for the JUnit report. The defaults give Cucumber's own layout.
package struct JUnitOptions: Hashable, Sendable {
    /// The `testsuite` element's name (`--junit-suite-name`).
    package var suiteName: String
    /// A fixed `classname` for every test case; nil uses the feature's name.
    package var className: String?
    /// Starts each test case's name with the feature's name (useful with a fixed `className`).
    package var includesFeatureNameInTestName: Bool
    /// Adds `file` and `line` to each `testcase` (`--junit-file-attributes`). Not
    /// part of the Jenkins schema; for CI tools that read them.
    package var fileAttributes: Bool

    package init(suiteName: String = "linkspec", className: String? = nil,
                includesFeatureNameInTestName: Bool = false, fileAttributes: Bool = false) {
        self.suiteName = suiteName
        self.className = className
        self.includesFeatureNameInTestName = includesFeatureNameInTestName
        self.fileAttributes = fileAttributes
    }
}
