// The SimulatedApp target: filled by its issue.
enum SimulatedAppPlaceholder {}
