/// `--shard auto`: this job's shard, read from the variables the CI system sets
/// on each of its parallel jobs, so the same command runs on every job.
///
/// Sources, the first one set wins:
/// 1. `LINKSPEC_SHARD=K/N`, set by hand (a GitHub Actions matrix has no
///    variables of its own) and an override of whatever the CI system says;
/// 2. GitLab's `CI_NODE_INDEX`/`CI_NODE_TOTAL` (`parallel:`), from 1;
/// 3. CircleCI's `CIRCLE_NODE_INDEX`/`CIRCLE_NODE_TOTAL` (`parallelism:`), from 0;
/// 4. Buildkite's `BUILDKITE_PARALLEL_JOB`/`BUILDKITE_PARALLEL_JOB_COUNT`, from 0.
///
/// A source counts as set when any of its variables has a value; then all of
/// them must be right, or it is an error naming the variable and its value.
/// With none set the run is one shard of one, and `DetectedShard.note` says so.
package enum ShardDetection {
    /// The variable that names the shard outright, for every CI system.
    package static let variable = "LINKSPEC_SHARD"

    struct Source {
        var system: String
        var index: String
        var count: String
        /// The index of the first job: 1 (GitLab) or 0.
        var firstIndex: Int
    }

    static let systems = [
        Source(system: "GitLab", index: "CI_NODE_INDEX", count: "CI_NODE_TOTAL", firstIndex: 1),
        Source(system: "CircleCI", index: "CIRCLE_NODE_INDEX", count: "CIRCLE_NODE_TOTAL", firstIndex: 0),
        Source(system: "Buildkite", index: "BUILDKITE_PARALLEL_JOB", count: "BUILDKITE_PARALLEL_JOB_COUNT", firstIndex: 0),
    ]

    /// This job's shard. A variable that is set but wrong is an `InputError`
    /// whose path is the variable's name.
    package static func detect(in environment: [String: String]) throws(InputError) -> DetectedShard {
        func value(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        var found: DetectedShard?
        var ignored: [String] = []
        if let text = value(variable) {
            guard let shard = Shard(option: text) else {
                throw InputError(path: variable, message: "'\(text)' is not K/N with 1 <= K <= N (for the second of three jobs: 2/3)")
            }
            found = DetectedShard(shard: shard, source: "\(variable)=\(text)")
        }
        for source in systems {
            let index = value(source.index), count = value(source.count)
            guard index != nil || count != nil else { continue }
            let described = source.system + " (" + [(source.index, index), (source.count, count)]
                .compactMap { name, value in value.map { "\(name)=\($0)" } }.joined(separator: ", ") + ")"
            if found != nil {
                ignored.append(described)
                continue
            }
            found = DetectedShard(shard: try shard(from: source, index: index, count: count), source: described)
        }
        guard var detected = found else { return DetectedShard(shard: .whole, source: nil) }
        detected.ignored = ignored
        return detected
    }

    private static func shard(from source: Source, index: String?, count: String?) throws(InputError) -> Shard {
        guard let countText = count else {
            throw InputError(path: source.count, message:
                "not set, but \(source.index)=\(index ?? "") is: \(source.system) sets both on a parallel job")
        }
        guard let total = Int(countText), total >= 1 else {
            throw InputError(path: source.count, message: "'\(countText)' is not a number of jobs (a whole number, at least 1)")
        }
        guard let indexText = index else {
            // GitLab sets CI_NODE_TOTAL=1, and no index, on a job without `parallel:`.
            if total == 1 { return .whole }
            throw InputError(path: source.index, message:
                "not set, but \(source.count)=\(countText) is: \(source.system) sets both on a parallel job")
        }
        let last = source.firstIndex + total - 1
        guard let number = Int(indexText) else {
            throw InputError(path: source.index, message:
                "'\(indexText)' is not a job index (a whole number from \(source.firstIndex) to \(last))")
        }
        guard let shard = Shard(index: number - source.firstIndex + 1, count: total) else {
            throw InputError(path: source.index, message:
                "\(number) is out of range for \(source.count)=\(total): \(source.system) numbers its jobs from \(source.firstIndex) to \(last)")
        }
        return shard
    }
}

/// The shard `--shard auto` found, and where it found it.
package struct DetectedShard: Hashable, Sendable {
    package var shard: Shard
    /// `GitLab (CI_NODE_INDEX=2, CI_NODE_TOTAL=4)` or `LINKSPEC_SHARD=2/4`; nil when no variable was set.
    package var source: String?
    /// Sources that were set too, but lost to an earlier one.
    package var ignored: [String] = []

    /// The one line a run prints about it.
    package var note: String {
        guard let source else {
            let names = [ShardDetection.variable] + ShardDetection.systems.map(\.index)
            return "--shard auto: no CI shard variable is set (\(names.joined(separator: ", "))); running every scenario as shard 1/1"
        }
        var line = "--shard auto: shard \(shard) from \(source)"
        if !ignored.isEmpty { line += "; also set, ignored: " + ignored.joined(separator: ", ") }
        return line
    }
}

extension Shard {
    /// One shard of one: every scenario.
    static let whole = Shard(uncheckedIndex: 1, count: 1)

    private init(uncheckedIndex index: Int, count: Int) {
        self.index = index
        self.count = count
    }
}
