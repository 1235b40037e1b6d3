import ArgumentParser
public import PickListCompiler

/// `--access public|internal`.
extension AccessLevel: ExpressibleByArgument {}
