/// The first message of a run: which tool produced the stream and where it ran.
public struct Meta: Hashable, Sendable {
    public var protocolVersion: String
    public var implementation: Product
    public var runtime: Product
    public var os: Product
    public var cpu: Product
    public var ci: CI?

    public init(protocolVersion: String, implementation: Product, runtime: Product,
                os: Product, cpu: Product, ci: CI? = nil) {
        self.protocolVersion = protocolVersion
        self.implementation = implementation
        self.runtime = runtime
        self.os = os
        self.cpu = cpu
        self.ci = ci
    }

    /// The Cucumber Messages protocol version linkspec's envelopes follow (that of the Compatibility Kit samples).
    public static let protocolVersion = "33.0.4"
}

/// A named piece of software or hardware, optionally with its version.
public struct Product: Hashable, Sendable {
    public var name: String
    public var version: String?

    public init(name: String, version: String? = nil) {
        self.name = name
        self.version = version
    }
}

/// The continuous-integration build a run belongs to.
public struct CI: Hashable, Sendable {
    public var name: String
    public var url: String?
    public var buildNumber: String?
    public var git: Git?

    public init(name: String, url: String? = nil, buildNumber: String? = nil, git: Git? = nil) {
        self.name = name
        self.url = url
        self.buildNumber = buildNumber
        self.git = git
    }
}

public struct Git: Hashable, Sendable {
    public var remote: String
    public var revision: String
    public var branch: String?
    public var tag: String?

    public init(remote: String, revision: String, branch: String? = nil, tag: String? = nil) {
        self.remote = remote
        self.revision = revision
        self.branch = branch
        self.tag = tag
    }
}
