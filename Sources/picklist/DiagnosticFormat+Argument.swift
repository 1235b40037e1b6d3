import ArgumentParser
public import PickListCompiler

/// `--format text|json|github|sarif|junit|gitlab|checkstyle`.
extension DiagnosticFormat: ExpressibleByArgument {}
