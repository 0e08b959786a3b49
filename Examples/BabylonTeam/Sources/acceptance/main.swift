import BabylonAcceptance
import LinkSpecCLI

LinkSpecCommandLine.main(steps: BabylonSteps.library,
                         app: .file("Features/app.json", routing: BabylonLinks.route))
