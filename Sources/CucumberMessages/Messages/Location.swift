/// A position in a source file. Lines count from 1; columns count Unicode scalars
/// from 1, as the reference implementations do (so an emoji is one column).
@usableFromInline
package struct Location: Hashable, Sendable {
    @usableFromInline package var line: Int
    @usableFromInline package var column: Int?

    @inlinable package init(line: Int, column: Int? = nil) {
        self.line = line
        self.column = column
    }
}

/// Where a message came from: a file and a position in it, or (from a JVM
/// implementation) a Java method or stack frame.
@usableFromInline
package struct SourceReference: Hashable, Sendable {
    @usableFromInline package var uri: String?
    @usableFromInline package var javaMethod: JavaMethod?
    @usableFromInline package var javaStackTraceElement: JavaStackTraceElement?
    @usableFromInline package var location: Location?

    @inlinable package init(uri: String? = nil, javaMethod: JavaMethod? = nil, javaStackTraceElement: JavaStackTraceElement? = nil,
                location: Location? = nil) {
        self.uri = uri
        self.javaMethod = javaMethod
        self.javaStackTraceElement = javaStackTraceElement
        self.location = location
    }
}

/// A Java method that defines a step or hook (cucumber-jvm streams carry them).
@usableFromInline
package struct JavaMethod: Hashable, Sendable {
    @usableFromInline package var className: String
    @usableFromInline package var methodName: String
    @usableFromInline package var methodParameterTypes: [String]

    @inlinable package init(className: String, methodName: String, methodParameterTypes: [String]) {
        self.className = className
        self.methodName = methodName
        self.methodParameterTypes = methodParameterTypes
    }
}

/// A Java stack frame that defines a step or hook (a lambda, in cucumber-jvm).
@usableFromInline
package struct JavaStackTraceElement: Hashable, Sendable {
    @usableFromInline package var className: String
    @usableFromInline package var fileName: String?
    @usableFromInline package var methodName: String

    @inlinable package init(className: String, fileName: String? = nil, methodName: String) {
        self.className = className
        self.fileName = fileName
        self.methodName = methodName
    }
}
