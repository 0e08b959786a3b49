import CucumberMessages

/// And/But (and a first step with no type) take the type of the step before.
struct StepTypes {
    private var last: PickleStepType = .unknown

    mutating func next(_ keywordType: StepKeywordType?) -> PickleStepType {
        switch keywordType {
        case .context: last = .context
        case .action: last = .action
        case .outcome: last = .outcome
        case .unknown, nil: last = .unknown
        case .conjunction: break
        }
        return last
    }
}
