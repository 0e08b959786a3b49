@testable import LinkSpecRunner
import CucumberMessages
import Gherkin

/// One feature's text parsed and compiled, as a run loads it.
func loadedFeature(_ text: String, uri: String) throws -> (LoadedFeatures, [Pickle]) {
    let source = Source(uri: uri, data: text, mediaType: .plain)
    var ids = IdGenerator()
    guard let document = GherkinParser.parse(source, ids: &ids).document else {
        throw StepFailure("\(uri) does not parse")
    }
    let pickles = PickleCompiler.compile(document, source: source, ids: &ids)
    let features = LoadedFeatures(features: [ParsedFeature(file: FeatureFile(uri: uri), source: source, document: document,
                                                           pickles: pickles)],
                                  ids: ids)
    return (features, pickles)
}
