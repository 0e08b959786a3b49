import Foundation
import LinkSpecRunner

/// attachments: text, logs, links, bytes and a renamed PDF, through the world.
enum Attachments {
    static func steps(_ sample: SampleFolder) -> StepLibrary<CCKWorld> {
        var steps = StepLibrary<CCKWorld>()
        steps.step("the string {string} is attached as {string}") { (world, text: String, mediaType: String) in
            world.attach(text, mediaType: mediaType)
        }
        steps.step("the string {string} is logged") { (world, text: String) in
            world.log(text)
        }
        steps.step("text with ANSI escapes is logged") { world in
            world.log("This displays a \u{1B}[31mr\u{1B}[0m\u{1B}[91ma\u{1B}[0m\u{1B}[33mi\u{1B}[0m\u{1B}[32mn\u{1B}[0m"
                + "\u{1B}[34mb\u{1B}[0m\u{1B}[95mo\u{1B}[0m\u{1B}[35mw\u{1B}[0m")
        }
        steps.step("the following string is attached as {string}:") { (world, mediaType: String, text: String) in
            world.attach(text, mediaType: mediaType)
        }
        steps.step("an array with {int} bytes is attached as {string}") { (world, size: Int, mediaType: String) in
            world.attach(Data((0..<size).map { UInt8(truncatingIfNeeded: $0) }), mediaType: mediaType)
        }
        steps.step("a PDF document is attached and renamed") { world in
            world.attach(try sample.data("document.pdf"), mediaType: "application/pdf", fileName: "renamed.pdf")
        }
        steps.step("a link to {string} is attached") { (world, url: String) in
            world.link(url)
        }
        steps.step("the string {string} is attached as {string} before a failure") { (world, text: String, mediaType: String) in
            world.attach(text, mediaType: mediaType)
            throw Glue.Error("whoops")
        }
        return steps
    }
}
