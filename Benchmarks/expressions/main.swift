// Steps matched per second against 500 step definitions.
//
// Compiled together with Sources/Expressions into one module by run.sh
// (no Package.swift target), so it uses the registry exactly as the runner does
// and needs no `import`.
import Foundation

let definitionCount = 500
let stepCount = 20_000
let subjects = ["I", "the user", "the app", "a deep link", "the router", "the tester", "my phone", "Ann", "the tab bar", "we"]

/// Five shapes of definition, cycling, each numbered so every definition is distinct.
func definition(_ i: Int) -> (pattern: String, isRegex: Bool) {
    let subject = subjects[i % subjects.count]
    switch i % 5 {
    case 0: return ("\(subject) open(s) screen \(i) with {string}", false)
    case 1: return ("\(subject) tap(s) button \(i) {int} time(s)", false)
    case 2: return ("\(subject) should see \(i) badge(s)/notification(s) on {word}", false)
    case 3: return ("^\(subject) swipes? (left|right) on card \(i)$", true)
    default: return ("\(subject) follow(s) the link \(i) to {string} in {float} seconds", false)
    }
}

/// A step text that matches definition `i` (or, for `undefined`, nothing).
func step(_ i: Int, undefined: Bool) -> String {
    let subject = subjects[i % subjects.count]
    if undefined { return "\(subject) does something unheard of \(i)" }
    switch i % 5 {
    case 0: return "\(subject) opens screen \(i) with \"settings\""
    case 1: return "\(subject) taps button \(i) 3 times"
    case 2: return "\(subject) should see \(i) notifications on home"
    case 3: return "\(subject) swipes left on card \(i)"
    default: return "\(subject) follows the link \(i) to \"myapp://chat/42\" in 1.5 seconds"
    }
}

var registry = StepRegistry<Int>()
let compileStart = DispatchTime.now()
for i in 0..<definitionCount {
    let (pattern, isRegex) = definition(i)
    let location = SourceLocation(file: "Bench.swift", line: i + 1)
    if isRegex {
        try registry.define(.any, regularExpression: pattern, at: location, body: i)
    } else {
        try registry.define(.any, pattern, at: location, body: i)
    }
}
let compileSeconds = Double(DispatchTime.now().uptimeNanoseconds - compileStart.uptimeNanoseconds) / 1e9

var generator = SystemRandomNumberGenerator()
let steps: [(text: String, expected: Int?)] = (0..<stepCount).map { _ in
    let i = Int.random(in: 0..<definitionCount, using: &generator)
    let undefined = Int.random(in: 0..<10, using: &generator) == 0
    return (step(i, undefined: undefined), undefined ? nil : i)
}

/// CPU time of this process, less disturbed than wall time on a shared machine.
func cpuSeconds() -> Double {
    Double(clock()) / Double(CLOCKS_PER_SEC)
}

func measure(_ label: String, count: Int, _ body: (String) -> Int?) -> Double {
    var wrong = 0
    let start = DispatchTime.now()
    let cpuStart = cpuSeconds()
    for (text, expected) in steps.prefix(count) where body(text) != expected { wrong += 1 }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    let cpu = cpuSeconds() - cpuStart
    let rate = Double(count) / cpu
    print("\(label): \(count) steps in \(String(format: "%.3f", cpu)) s CPU (\(String(format: "%.3f", seconds)) s wall) = \(Int(rate)) steps/s per core\(wrong > 0 ? "  (\(wrong) WRONG RESULTS)" : "")")
    return rate
}

print("compiled \(definitionCount) definitions in \(String(format: "%.3f", compileSeconds)) s")
let indexed = measure("registry.patterns.match (prefiltered)", count: stepCount) { text in
    let found = registry.patterns.match(text, kind: .context)
    guard found.count == 1 else { return nil }
    // Convert the arguments too, as the runner does before calling the body.
    for argument in found[0].arguments { _ = try? argument.value() }
    return registry.definitions[found[0].id].body
}
if CommandLine.arguments.contains("--indexed-only") { exit(0) }
let bruteForce = measure("every definition's regex (no prefilter)", count: stepCount / 20) { text in
    let found = registry.definitions.filter { $0.expression.match(text) != nil }
    return found.count == 1 ? found[0].body : nil
}
print(String(format: "prefilter speed-up: %.0fx", indexed / bruteForce))
