/// A hook: code run before or after the whole run, each test case, or each step.
@usableFromInline
package struct Hook: Hashable, Sendable {
    @usableFromInline
    package enum HookType: String, Hashable, Sendable {
        case beforeTestRun = "BEFORE_TEST_RUN"
        case afterTestRun = "AFTER_TEST_RUN"
        case beforeTestCase = "BEFORE_TEST_CASE"
        case afterTestCase = "AFTER_TEST_CASE"
        case beforeTestStep = "BEFORE_TEST_STEP"
        case afterTestStep = "AFTER_TEST_STEP"
    }

    @usableFromInline package var id: String
    @usableFromInline package var name: String?
    @usableFromInline package var sourceReference: SourceReference
    @usableFromInline package var tagExpression: String?
    /// Absent in streams from older implementations.
    @usableFromInline package var type: HookType?

    @inlinable package init(id: String, name: String? = nil, sourceReference: SourceReference,
                tagExpression: String? = nil, type: HookType? = nil) {
        self.id = id
        self.name = name
        self.sourceReference = sourceReference
        self.tagExpression = tagExpression
        self.type = type
    }
}
