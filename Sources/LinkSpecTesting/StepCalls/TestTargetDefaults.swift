import LinkSpecPlatform

/// What every `XCTestCase` of a test target runs its `Given`/`When`/`Then`
/// calls against when its class names no setup of its own: XCTest-Gherkin
/// found a suite's `StepDefiner` subclasses through the Objective-C runtime,
/// which Linux does not have, so a test target names them once, in a type
/// called `LinkSpecDefaults` (in any of its files):
///
///     import LinkSpecTesting
///
///     enum LinkSpecDefaults: TestTargetDefaults {
///         static let definers: [StepDefiner.Type] = [SanitySteps.self, LoginSteps.self]
///     }
///
/// The app is the nearest `app.json` from each test file's folder upwards
/// (else the package's `Features/app.json`) unless `app` names another; the
/// standard steps come first, then `steps`, then the definers'.
public protocol TestTargetDefaults {
    /// The target's `StepDefiner` subclasses.
    static var definers: [StepDefiner.Type] { get }
    /// The team's own steps, before the definers'. None by default.
    static var steps: StepLibrary<AppWorld> { get }
    /// The app and its routing function: `.nearest` by default, found from each test file.
    static var app: AppSource { get }
}

extension TestTargetDefaults {
    /// No steps beyond the standard ones and the definers'.
    public static var steps: StepLibrary<AppWorld> { StepLibrary() }
    /// The nearest `app.json` from each test file's folder.
    public static var app: AppSource { .nearest }
}

/// The default setups of the test files, made on first use.
enum DefaultSetups {
    /// Each test file's default setup, by its path.
    private static let made = Locked<[String: LinkSpecSetup]>([:])

    /// The default setup of `testType`'s tests written in `file`: made once
    /// per file, from the `LinkSpecDefaults` of `testType`'s module if it has one.
    static func setup(for testType: Any.Type, file: String) -> LinkSpecSetup {
        setup(forModule: String(_typeName(testType, qualified: true).prefix { $0 != "." }), file: file)
    }

    /// The default setup of the tests of `module` written in `file`
    /// (a Swift Testing suite with `.linkSpec(.testTargetDefault)`).
    static func setup(forModule module: String, file: String) -> LinkSpecSetup {
        made.withLock { made in
            if let known = made[file] { return known }
            let registered = registration(inModule: module)
            var setup = LinkSpecSetup(app: registered?.app ?? .nearest, steps: registered?.steps ?? StepLibrary(),
                                      definers: registered?.definers ?? [], file: file)
            setup.followsContinueAfterFailure = true
            if registered == nil {
                setup.undefinedStepHint = "This test target registers no step definers: name them in a type called LinkSpecDefaults "
                    + "(enum LinkSpecDefaults: TestTargetDefaults { static let definers: [StepDefiner.Type] = [...] })."
            }
            made[file] = setup
            return setup
        }
    }

    /// `module.LinkSpecDefaults`, found by its mangled name (an enum, a
    /// struct or a class): the one place a test target's registration can be
    /// found without the Objective-C runtime.
    static func registration(inModule module: String) -> (any TestTargetDefaults.Type)? {
        guard !module.isEmpty, module.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else { return nil }
        let prefix = "\(module.utf8.count)\(module)16LinkSpecDefaults"
        for kind in ["O", "V", "C"] {
            if let found = _typeByName(prefix + kind) as? any TestTargetDefaults.Type { return found }
        }
        return nil
    }
}
