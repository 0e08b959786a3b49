import Foundation
import LinkSpecCLI

let console = Console.standard()
let code = LinkSpecCommand.main(Array(CommandLine.arguments.dropFirst()), console: console)
console.flush()
exit(code)
