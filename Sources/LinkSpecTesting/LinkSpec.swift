/// Runs linkspec feature files inside a team's own test target:
///
///     // XCTest: one call per test method
///     try LinkSpec.run("Features/", app: .file("Features/app.json"), steps: teamSteps, tags: "@smoke", in: self)
///
///     // Swift Testing: one test case per scenario and Examples row
///     @Test(arguments: LinkSpec.scenarios("Features/"))
///     func acceptance(_ scenario: Scenario) throws {
///         try scenario.run(app: .file("Features/app.json"), steps: teamSteps)
///     }
///
/// Relative paths (features, the app map, reports) are resolved against the
/// package root of the calling test file (see `PackageRoot`), so the same
/// tests work from `swift test` and from Xcode.
public enum LinkSpec {}
