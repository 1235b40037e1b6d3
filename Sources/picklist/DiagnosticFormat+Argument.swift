public import ArgumentParser
public import PickListCompiler

/// `--format text|json|github`.
extension DiagnosticFormat: ExpressibleByArgument {}
