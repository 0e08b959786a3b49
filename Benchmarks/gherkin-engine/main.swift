import CucumberMessages
import Foundation

// Parse + pickle throughput of the Gherkin engine, compiled into this one module
// with -O -wmo (see run.sh). Reads every file first, then times only the engine.
// Usage: gherkin-engine-benchmark [--parse-only | --compile-only] REPEAT FILE...
// (REPEAT 1 for callgrind). `--parse-only` runs the parse stage alone (no
// pickles), so that callgrind's `--toggle-collect='*parseRun*'` counts what the
// parser costs by itself; `--compile-only` parses first, untimed, then times
// the pickle compiler alone (`--toggle-collect='*compileRun*'`).

var arguments = CommandLine.arguments.dropFirst()
let parseOnly = arguments.first == "--parse-only"
let compileOnly = arguments.first == "--compile-only"
if parseOnly || compileOnly { arguments = arguments.dropFirst() }
guard let repeatText = arguments.first, let repeatCount = Int(repeatText), repeatCount > 0 else {
    print("usage: gherkin-engine-benchmark [--parse-only | --compile-only] REPEAT FILE...")
    exit(2)
}
var sources: [Source] = []
for path in arguments.dropFirst() {
    guard let data = FileManager.default.contents(atPath: path) else {
        print("cannot read \(path)")
        exit(1)
    }
    sources.append(Source(uri: path, data: String(decoding: data, as: UTF8.self),
                          mediaType: path.hasSuffix(".md") ? .markdown : .plain))
}
let size = sources.reduce(0) { $0 + $1.data.utf8.count }

func seconds(_ start: DispatchTime) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
}

/// CPU time of this process: on a shared, busy machine it is far steadier than
/// wall time (time spent waiting for a core is not counted).
func cpuSeconds() -> Double {
    Double(clock()) / Double(CLOCKS_PER_SEC)
}

/// One pass of the engine over every source: (pickles, errors). Not inlined, so that
/// `valgrind --tool=callgrind --toggle-collect='*engineRun*'` counts the engine only.
@inline(never)
func engineRun(_ sources: [Source]) -> (pickles: Int, errors: Int) {
    var ids = IdGenerator()
    var pickles = 0
    var errors = 0
    for source in sources {
        let result = GherkinParser.parse(source, ids: &ids)
        errors += result.errors.count
        if let document = result.document {
            pickles += PickleCompiler.compile(document, source: source, ids: &ids).count
        }
    }
    return (pickles, errors)
}

/// One pass of the parser alone over every source: (documents, errors). Not inlined,
/// so that `valgrind --tool=callgrind --toggle-collect='*parseRun*'` counts parsing only.
@inline(never)
func parseRun(_ sources: [Source]) -> (documents: Int, errors: Int) {
    var ids = IdGenerator()
    var documents = 0
    var errors = 0
    for source in sources {
        let result = GherkinParser.parse(source, ids: &ids)
        errors += result.errors.count
        if result.document != nil { documents += 1 }
    }
    return (documents, errors)
}

/// The compile stage alone, one document parsed beforehand. Not inlined, so that
/// `valgrind --tool=callgrind --toggle-collect='*compileRun*'` counts
/// `PickleCompiler.compile` only: the parse happens before it, and the caller
/// frees the pickles (the consumer's cost), file by file as the pipeline does.
@inline(never)
func compileRun(_ document: GherkinDocument, source: Source, ids: inout IdGenerator) -> [Pickle] {
    PickleCompiler.compile(document, source: source, ids: &ids)
}

/// Parses every source once, outside any measured function, for `compileRun`.
func parseAll(_ sources: [Source]) -> [(document: GherkinDocument, source: Source)] {
    var ids = IdGenerator()
    return sources.compactMap { source in
        GherkinParser.parse(source, ids: &ids).document.map { ($0, source) }
    }
}

/// Every parsed document's pickles, through `compileRun`: (pickles, errors).
func compileAll(_ parsed: [(document: GherkinDocument, source: Source)]) -> (pickles: Int, errors: Int) {
    var ids = IdGenerator()
    var pickles = 0
    for (document, source) in parsed { pickles += compileRun(document, source: source, ids: &ids).count }
    return (pickles, 0)
}

let parsedDocuments = compileOnly ? parseAll(sources) : []
var best = Double.infinity
var bestCPU = Double.infinity
var pickleCount = 0
var errorCount = 0
for _ in 0..<repeatCount {
    let start = DispatchTime.now()
    let startCPU = cpuSeconds()
    (pickleCount, errorCount) = parseOnly ? parseRun(sources)
        : compileOnly ? compileAll(parsedDocuments) : engineRun(sources)
    bestCPU = min(bestCPU, cpuSeconds() - startCPU)
    best = min(best, seconds(start))
}
print("swift   bytes=\(size) \(parseOnly ? "documents" : "pickles")=\(pickleCount) errors=\(errorCount) "
      + String(format: "wall=%.4fs %.2f MB/s  cpu=%.4fs %.2f MB/s", best, Double(size) / best / 1e6,
               bestCPU, Double(size) / bestCPU / 1e6))
