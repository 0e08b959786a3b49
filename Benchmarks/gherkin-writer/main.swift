import Foundation

// Write-stage cost of `linkspec gherkin --no-source`: every file is parsed and
// compiled first, as the pipeline's workers do (ids from 0 per file, shifted by
// the ids of the files before), then only the writing is measured, so that
// `valgrind --tool=callgrind --toggle-collect='*writeRun*'` counts it alone.
// Usage: gherkin-writer-benchmark REPEAT [--out FILE] FILE...
//   --out FILE  also saves the NDJSON, to compare the bytes across changes.

var arguments = Array(CommandLine.arguments.dropFirst())
guard let repeatText = arguments.first, let repeatCount = Int(repeatText), repeatCount > 0 else {
    print("usage: gherkin-writer-benchmark REPEAT [--out FILE] FILE...")
    exit(2)
}
arguments.removeFirst()
var outputPath: String?
if arguments.first == "--out", arguments.count >= 2 {
    outputPath = arguments[1]
    arguments.removeFirst(2)
}

struct CompiledFile {
    var document: GherkinDocument?
    var pickles: [Pickle]
    var idOffset: Int
}

var files: [CompiledFile] = []
var idOffset = 0
for path in arguments {
    guard let data = FileManager.default.contents(atPath: path) else {
        print("cannot read \(path)")
        exit(1)
    }
    let source = Source(uri: path, data: String(decoding: data, as: UTF8.self),
                        mediaType: path.hasSuffix(".md") ? .markdown : .plain)
    var ids = IdGenerator()
    let result = GherkinParser.parse(source, ids: &ids)
    var pickles: [Pickle] = []
    var document = result.document
    if result.errors.isEmpty, var parsed = document {
        if parsed.uri == nil { parsed.uri = source.uri }
        pickles = PickleCompiler.compile(parsed, source: source, ids: &ids)
        document = parsed
    }
    files.append(CompiledFile(document: document, pickles: pickles, idOffset: idOffset))
    idOffset += ids.nextValue
}

/// Writes every file's document and pickles as `NDJSONPipeline.write` does, one
/// writer a file; returns the bytes written (and the writers, when kept).
@inline(never)
func writeRun(_ files: [CompiledFile], keep: Bool) -> (bytes: Int, writers: [JSONWriter]) {
    var total = 0
    var kept: [JSONWriter] = []
    var capacity = 1 << 16
    for file in files {
        var json = JSONWriter(reservingCapacity: capacity)
        json.idOffset = file.idOffset
        if let document = file.document {
            json.writeEnvelope("gherkinDocument", document)
        }
        file.pickles.withUnsafeBufferPointer { pickles in
            for index in pickles.indices { json.writeEnvelope("pickle", pickles[index]) }
        }
        capacity = max(json.count + json.count / 8, 1 << 12)
        total += json.count
        if keep { kept.append(json) }
    }
    return (total, kept)
}

func cpuSeconds() -> Double {
    Double(clock()) / Double(CLOCKS_PER_SEC)
}

var bestCPU = Double.infinity
var written = 0
for _ in 0..<repeatCount {
    let start = cpuSeconds()
    written = writeRun(files, keep: false).bytes
    bestCPU = min(bestCPU, cpuSeconds() - start)
}
if let outputPath {
    var all: [UInt8] = []
    for writer in writeRun(files, keep: true).writers { writer.withBytes { all.append(contentsOf: $0) } }
    _ = FileManager.default.createFile(atPath: outputPath, contents: Data(all))
}
print("files=\(files.count) bytes=\(written) " + String(format: "cpu=%.4fs %.2f MB/s", bestCPU, Double(written) / bestCPU / 1e6))
