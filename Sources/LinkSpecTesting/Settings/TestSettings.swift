/// The `LINKSPEC_*` settings a test run reads from its environment
/// (`LINKSPEC_TAGS`, `LINKSPEC_NAME`, `LINKSPEC_SHARD`, `LINKSPEC_ROOT`), each
/// under its own name or with the `TEST_RUNNER_` prefix.
///
/// `xcodebuild test` (Xcode 15.3 and later) hands a test process only the
/// variables it was given as `TEST_RUNNER_NAME`, with the prefix stripped:
/// `TEST_RUNNER_LINKSPEC_TAGS=@smoke xcodebuild test ...` arrives as
/// `LINKSPEC_TAGS`. Runners that pass their environment on as it is
/// (`swift test`, `xctest`, a scheme's own variables) hand over the prefixed
/// name itself, so one CI script can set the prefixed form for both.
///
/// When both are set the prefixed one wins: it is the one written for the test
/// runner, while a plain `LINKSPEC_TAGS` may be meant for the `linkspec`
/// command in the same job. An empty value counts as not set.
struct TestSettings: Sendable {
    static let prefix = "TEST_RUNNER_"
    static let tags = "LINKSPEC_TAGS"
    static let name = "LINKSPEC_NAME"
    static let shard = "LINKSPEC_SHARD"
    static let root = "LINKSPEC_ROOT"
    /// The settings that narrow which scenarios a test runs.
    static let narrowing = [tags, name, shard]

    /// A setting's value, and the variable it came from (for messages).
    struct Setting: Hashable, Sendable {
        var variable: String
        var value: String
    }

    let environment: [String: String]

    init(_ environment: [String: String]) {
        self.environment = environment
    }

    /// `TEST_RUNNER_<name>` if set, else `<name>`; nil when neither has a value.
    func setting(_ name: String) -> Setting? {
        for variable in [Self.prefix + name, name] {
            if let value = environment[variable], !value.isEmpty { return Setting(variable: variable, value: value) }
        }
        return nil
    }

    /// `LINKSPEC_TAGS='@smoke' and LINKSPEC_SHARD='2/4'`: what narrowed the selection.
    var narrowingSummary: String {
        Self.narrowing.compactMap(setting).map { "\($0.variable)='\($0.value)'" }.joined(separator: " and ")
    }

    /// The environment without the setting under either name: what the CI
    /// shard detection reads when `LINKSPEC_SHARD=auto` sends it there.
    func removing(_ name: String) -> [String: String] {
        var rest = environment
        rest[name] = nil
        rest[Self.prefix + name] = nil
        return rest
    }
}
