#if canImport(Testing)
import CucumberMessages
import Foundation
import LinkSpecRunner
import Testing

extension Scenario: CustomTestStringConvertible {
    /// The test case's name in Swift Testing's output and Xcode's navigator.
    public var testDescription: String { description }
}

extension Scenario: CustomTestArgumentEncodable {
    /// A stable identity (`path:LINE`, and its platform where the list names
    /// it: `path:LINE [Android]`), so tools that re-run one test case (Xcode)
    /// can find this scenario again.
    public func encodeTestArgument(to encoder: some Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identity)
    }
}

extension Scenario {
    /// Runs the scenario with any step library and world and records one
    /// `Issue` per failed step at the feature file's line (the Examples row's
    /// for an outline). Reports, when asked for, gather every scenario of the
    /// same `LinkSpec.scenarios` list and are written once all have run.
    @discardableResult
    package func run<World: AnyObject>(
        steps library: StepLibrary<World>, world makeWorld: @escaping @Sendable () -> World,
        reports: [Report] = [], configuration: RunConfiguration = RunConfiguration(),
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) throws -> RunOutcome {
        let caller = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        return try run(library: library, makeWorld: { _ in makeWorld() }, reports: reports, configuration: configuration,
                       caller: CallerLocation(filePath: filePath, line: line)) { failure in
            let location = failure.sourceLocation(fallback: caller)
            Issue.record(Comment(rawValue: failure.message), sourceLocation: location)
            #if compiler(>=6.2)
            // Swift Testing keeps attachments where `swift test --attachments-path` says.
            for attachment in failure.attachments {
                Testing.Attachment.record([UInt8](attachment.data), named: attachment.name, sourceLocation: location)
            }
            #endif
        }
    }
}

extension ScenarioFailure {
    /// Where Swift Testing shows the issue: the feature file and line.
    func sourceLocation(fallback: SourceLocation) -> SourceLocation {
        guard line > 0, !filePath.isEmpty else { return fallback }
        // `fileID` must read `Module/File`: the feature's folder stands in for the module.
        let parts = uri.split(separator: "/")
        let fileID = parts.count >= 2 ? parts.suffix(2).joined(separator: "/") : "Features/\(uri)"
        return SourceLocation(fileID: fileID, filePath: filePath, line: line, column: max(1, column))
    }
}
#endif
