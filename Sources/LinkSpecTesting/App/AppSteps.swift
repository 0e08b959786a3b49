import LinkSpecRunner
import LinkSpecSteps

/// The step library a run against the simulated app uses: the standard
/// phrases first, then the team's own (or only the team's).
enum AppSteps {
    static func library(_ team: StepLibrary<AppWorld>, standardSteps: Bool) -> StepLibrary<AppWorld> {
        standardSteps ? StandardSteps.library().merged(with: team) : team
    }
}
