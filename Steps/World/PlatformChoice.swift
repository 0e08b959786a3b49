import AppSimulation
import CucumberMessages
import LinkSpecRunner

/// The phones scenarios run on: `--platform ios|android|all` on the command
/// line, `platform:` in `LinkSpec.run` and `LinkSpec.scenarios`. A scenario
/// tagged `@ios` or `@android` runs only there. With `.all` each scenario runs
/// once on each. A run that chooses its platform (any `--platform`, any
/// `platform:`) names it in each test case, whose name ends with
/// `[iOS]` or `[Android]` and which carries the platform's tag, so reports
/// (and `merge-junit` of one job per platform) tell them apart; a run that
/// chooses nothing runs on iOS with its test cases named as they always were.
public enum PlatformChoice: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// iPhones only: the default.
    case iOS = "ios"
    /// Android phones only (the app map must name its Android files).
    case android
    /// Each scenario once on each platform.
    case all

    /// The platforms, in the order each scenario runs on them.
    public var platforms: [MobilePlatform] {
        switch self {
        case .iOS: [.iOS]
        case .android: [.android]
        case .all: MobilePlatform.allCases
        }
    }

    /// `ios`, `android` or `all`, as `--platform` takes it.
    public var description: String { rawValue }

    /// The choice as selection applies it to pickles; `chosen` when the run
    /// chose it (rather than running on iOS by default), which names the
    /// platform in each test case.
    package func runs(chosen: Bool) -> PlatformRuns {
        PlatformRuns(tags: MobilePlatform.allCases.map(\.tag),
                     platforms: platforms.map { PlatformRuns.Platform(tag: $0.tag, name: $0.name) },
                     namesPlatforms: chosen || self != .iOS)
    }

    /// The platform a pickle selected with `runs(chosen:)` runs on.
    package func platform(of pickle: Pickle) -> MobilePlatform {
        guard self == .all else { return self == .android ? .android : .iOS }
        let platform = runs(chosen: true).platform(of: pickle)
        return MobilePlatform.allCases.first { $0.tag == platform?.tag } ?? .iOS
    }

    /// Why the app cannot run on these platforms, or nil: Android needs the
    /// app's Android files.
    package func problem(with map: AppMap) -> String? {
        guard platforms.contains(.android), map.android == nil else { return nil }
        return "the app map names no androidManifest, so the app cannot run on Android (--platform \(rawValue)): "
            + "name its Android files in app.json (see the documentation's \"The app map: app.json\", Sources/LinkSpecTesting/LinkSpecTesting.docc/AppMapReference.md)"
    }
}
