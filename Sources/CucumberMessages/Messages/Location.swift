/// A position in a source file. Lines count from 1; columns count Unicode scalars
/// from 1, as the reference implementations do (so an emoji is one column).
package struct Location: Hashable, Sendable {
    package var line: Int
    package var column: Int?

    package init(line: Int, column: Int? = nil) {
        self.line = line
        self.column = column
    }
}

/// Where a message came from: a file and a position in it, or (from a JVM
/// implementation) a Java method or stack frame.
package struct SourceReference: Hashable, Sendable {
    package var uri: String?
    package var javaMethod: JavaMethod?
    package var javaStackTraceElement: JavaStackTraceElement?
    package var location: Location?

    package init(uri: String? = nil, javaMethod: JavaMethod? = nil, javaStackTraceElement: JavaStackTraceElement? = nil,
                location: Location? = nil) {
        self.uri = uri
        self.javaMethod = javaMethod
        self.javaStackTraceElement = javaStackTraceElement
        self.location = location
    }
}

/// A Java method that defines a step or hook (cucumber-jvm streams carry them).
package struct JavaMethod: Hashable, Sendable {
    package var className: String
    package var methodName: String
    package var methodParameterTypes: [String]

    package init(className: String, methodName: String, methodParameterTypes: [String]) {
        self.className = className
        self.methodName = methodName
        self.methodParameterTypes = methodParameterTypes
    }
}

/// A Java stack frame that defines a step or hook (a lambda, in cucumber-jvm).
package struct JavaStackTraceElement: Hashable, Sendable {
    package var className: String
    package var fileName: String?
    package var methodName: String

    package init(className: String, fileName: String? = nil, methodName: String) {
        self.className = className
        self.fileName = fileName
        self.methodName = methodName
    }
}
