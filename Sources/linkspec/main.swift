import LinkSpecCLI

// `linkspec` is the command line a team's executable gets, with the standard
// steps only and the nearest app.json.
LinkSpecCommandLine.main()
