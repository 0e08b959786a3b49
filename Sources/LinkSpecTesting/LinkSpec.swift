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
/// A test method can also be a scenario of its own, its steps Swift calls
/// (`Given("I'm logged in as a mock user")`): see `GivenWhenThen` (XCTest)
/// and `LinkSpecTrait` (Swift Testing).
///
/// Relative paths (features, the app map, reports) are resolved against the
/// package root of the calling test file (see `PackageRoot`), so the same
/// tests work from `swift test` and from Xcode, or against a test bundle's
/// resources with `from: .bundle(Bundle.module)`, which works on a device too.
///
/// Running one scenario alone: `swift test --filter` selects test functions,
/// never one argument of a parameterised test (Swift Testing 6.x matches its
/// regular expression against test IDs only). Narrow the list instead:
/// `LINKSPEC_NAME='wrong password' swift test --filter acceptance`, or
/// `LINKSPEC_TAGS=@smoke`. Xcode can re-run a single case: a `Scenario`
/// encodes as its stable `path:LINE`.
public enum LinkSpec {}
