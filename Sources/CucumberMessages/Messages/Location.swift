/// A position in a source file. Lines count from 1; columns count Unicode scalars
/// from 1, as the reference implementations do (so an emoji is one column).
public struct Location: Hashable, Sendable {
    public var line: Int
    public var column: Int?

    public init(line: Int, column: Int? = nil) {
        self.line = line
        self.column = column
    }
}

/// Where a message came from: a file and a position in it, or (from a JVM
/// implementation) a Java method or stack frame.
public struct SourceReference: Hashable, Sendable {
    public var uri: String?
    public var javaMethod: JavaMethod?
    public var javaStackTraceElement: JavaStackTraceElement?
    public var location: Location?

    public init(uri: String? = nil, javaMethod: JavaMethod? = nil, javaStackTraceElement: JavaStackTraceElement? = nil,
                location: Location? = nil) {
        self.uri = uri
        self.javaMethod = javaMethod
        self.javaStackTraceElement = javaStackTraceElement
        self.location = location
    }
}

/// A Java method that defines a step or hook (cucumber-jvm streams carry them).
public struct JavaMethod: Hashable, Sendable {
    public var className: String
    public var methodName: String
    public var methodParameterTypes: [String]

    public init(className: String, methodName: String, methodParameterTypes: [String]) {
        self.className = className
        self.methodName = methodName
        self.methodParameterTypes = methodParameterTypes
    }
}

/// A Java stack frame that defines a step or hook (a lambda, in cucumber-jvm).
public struct JavaStackTraceElement: Hashable, Sendable {
    public var className: String
    public var fileName: String?
    public var methodName: String

    public init(className: String, fileName: String? = nil, methodName: String) {
        self.className = className
        self.fileName = fileName
        self.methodName = methodName
    }
}
