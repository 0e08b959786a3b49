/// The first message of a run: which tool produced the stream and where it ran.
package struct Meta: Hashable, Sendable {
    package var protocolVersion: String
    package var implementation: Product
    package var runtime: Product
    package var os: Product
    package var cpu: Product
    package var ci: CI?

    package init(protocolVersion: String, implementation: Product, runtime: Product,
                os: Product, cpu: Product, ci: CI? = nil) {
        self.protocolVersion = protocolVersion
        self.implementation = implementation
        self.runtime = runtime
        self.os = os
        self.cpu = cpu
        self.ci = ci
    }

    /// The Cucumber Messages protocol version linkspec's envelopes follow (that of the Compatibility Kit samples).
    package static let protocolVersion = "33.0.4"
}

/// A named piece of software or hardware, optionally with its version.
package struct Product: Hashable, Sendable {
    package var name: String
    package var version: String?

    package init(name: String, version: String? = nil) {
        self.name = name
        self.version = version
    }
}

/// The continuous-integration build a run belongs to.
package struct CI: Hashable, Sendable {
    package var name: String
    package var url: String?
    package var buildNumber: String?
    package var git: Git?

    package init(name: String, url: String? = nil, buildNumber: String? = nil, git: Git? = nil) {
        self.name = name
        self.url = url
        self.buildNumber = buildNumber
        self.git = git
    }
}

package struct Git: Hashable, Sendable {
    package var remote: String
    package var revision: String
    package var branch: String?
    package var tag: String?

    package init(remote: String, revision: String, branch: String? = nil, tag: String? = nil) {
        self.remote = remote
        self.revision = revision
        self.branch = branch
        self.tag = tag
    }
}
