import ArgumentParser
public import PickListCompiler

/// `--access public|package|internal`.
extension AccessLevel: ExpressibleByArgument {}
