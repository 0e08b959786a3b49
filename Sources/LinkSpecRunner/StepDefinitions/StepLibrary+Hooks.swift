/// Hooks: code that runs around the whole run, each scenario or each step.
extension StepLibrary {
    /// Runs once before the first scenario. If it fails, no scenario runs
    /// (the other before-all hooks and the after-all hooks still do).
    public mutating func beforeAll(name: String? = nil, file: String = #fileID, line: Int = #line,
                                   _ body: @escaping @Sendable () throws -> Void) {
        addHook(.beforeAll, name: name, tags: nil, file: file, line: line, .run { _ in try body() })
    }

    /// A before-all hook that attaches to the report through its `RunHookContext`.
    public mutating func beforeAll(name: String? = nil, file: String = #fileID, line: Int = #line,
                                   _ body: @escaping @Sendable (RunHookContext) throws -> Void) {
        addHook(.beforeAll, name: name, tags: nil, file: file, line: line, .run(body))
    }

    /// Runs once after the last scenario (in reverse order of registration).
    public mutating func afterAll(name: String? = nil, file: String = #fileID, line: Int = #line,
                                  _ body: @escaping @Sendable () throws -> Void) {
        addHook(.afterAll, name: name, tags: nil, file: file, line: line, .run { _ in try body() })
    }

    /// An after-all hook that attaches to the report through its `RunHookContext`.
    public mutating func afterAll(name: String? = nil, file: String = #fileID, line: Int = #line,
                                  _ body: @escaping @Sendable (RunHookContext) throws -> Void) {
        addHook(.afterAll, name: name, tags: nil, file: file, line: line, .run(body))
    }

    /// Runs before each scenario, or each whose tags match `tags`.
    public mutating func before(tags: String? = nil, name: String? = nil, file: String = #fileID, line: Int = #line,
                                _ body: @escaping @Sendable (World, ScenarioInfo) throws -> Void) {
        addHook(.beforeScenario, name: name, tags: tags, file: file, line: line, .scenario(body))
    }

    /// Runs after each scenario (or each whose tags match), even a failed one,
    /// in reverse order of registration.
    public mutating func after(tags: String? = nil, name: String? = nil, file: String = #fileID, line: Int = #line,
                               _ body: @escaping @Sendable (World, ScenarioInfo) throws -> Void) {
        addHook(.afterScenario, name: name, tags: tags, file: file, line: line, .scenario(body))
    }

    /// Runs before each step of the scenarios whose tags match.
    public mutating func beforeStep(tags: String? = nil, file: String = #fileID, line: Int = #line,
                                    _ body: @escaping @Sendable (World, StepInfo) throws -> Void) {
        addHook(.beforeStep, name: nil, tags: tags, file: file, line: line, .step(body))
    }

    /// Runs after each step that ran (in reverse order of registration); a
    /// failure here fails the step.
    public mutating func afterStep(tags: String? = nil, file: String = #fileID, line: Int = #line,
                                   _ body: @escaping @Sendable (World, StepInfo) throws -> Void) {
        addHook(.afterStep, name: nil, tags: tags, file: file, line: line, .step(body))
    }
}
