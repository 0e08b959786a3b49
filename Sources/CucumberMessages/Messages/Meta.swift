/// The first message of a run: which tool produced the stream and where it ran.
@usableFromInline
package struct Meta: Hashable, Sendable {
    @usableFromInline package var protocolVersion: String
    @usableFromInline package var implementation: Product
    @usableFromInline package var runtime: Product
    @usableFromInline package var os: Product
    @usableFromInline package var cpu: Product
    @usableFromInline package var ci: CI?

    @inlinable package init(protocolVersion: String, implementation: Product, runtime: Product,
                os: Product, cpu: Product, ci: CI? = nil) {
        self.protocolVersion = protocolVersion
        self.implementation = implementation
        self.runtime = runtime
        self.os = os
        self.cpu = cpu
        self.ci = ci
    }

    /// The Cucumber Messages protocol version linkspec's envelopes follow (that of the Compatibility Kit samples).
    @usableFromInline package static let protocolVersion = "33.0.4"
}

/// A named piece of software or hardware, optionally with its version.
@usableFromInline
package struct Product: Hashable, Sendable {
    @usableFromInline package var name: String
    @usableFromInline package var version: String?

    @inlinable package init(name: String, version: String? = nil) {
        self.name = name
        self.version = version
    }
}

/// The continuous-integration build a run belongs to.
@usableFromInline
package struct CI: Hashable, Sendable {
    @usableFromInline package var name: String
    @usableFromInline package var url: String?
    @usableFromInline package var buildNumber: String?
    @usableFromInline package var git: Git?

    @inlinable package init(name: String, url: String? = nil, buildNumber: String? = nil, git: Git? = nil) {
        self.name = name
        self.url = url
        self.buildNumber = buildNumber
        self.git = git
    }
}

@usableFromInline
package struct Git: Hashable, Sendable {
    @usableFromInline package var remote: String
    @usableFromInline package var revision: String
    @usableFromInline package var branch: String?
    @usableFromInline package var tag: String?

    @inlinable package init(remote: String, revision: String, branch: String? = nil, tag: String? = nil) {
        self.remote = remote
        self.revision = revision
        self.branch = branch
        self.tag = tag
    }
}
