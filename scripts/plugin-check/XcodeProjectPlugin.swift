// A stand-in for Xcode's XcodeProjectPlugin module, which exists only inside Xcode: just the
// declarations picklist's plugins use, with the names and types of Apple's documentation
// (PackagePlugin ▸ XcodeProjectPlugin), and no behaviour. scripts/check-plugins.sh
// type-checks each plugin against it on Linux, so a misspelt member or a wrong type in an
// `#if canImport(XcodeProjectPlugin)` block fails `make test`; that the documented API is
// what Xcode ships is checked only in Xcode.
import Foundation
import PackagePlugin

/// The context Xcode hands a plugin working on an Xcode project.
public struct XcodePluginContext {
    public var xcodeProject: XcodeProject { fatalError("stand-in") }
    public var pluginWorkDirectoryURL: URL { fatalError("stand-in") }
    public func tool(named name: String) throws -> PluginContext.Tool { fatalError("stand-in") }
}

/// An Xcode project, as a plugin sees it.
public struct XcodeProject {
    public var displayName: String { fatalError("stand-in") }
    public var directoryURL: URL { fatalError("stand-in") }
    public var targets: [XcodeTarget] { fatalError("stand-in") }
}

/// A target of an Xcode project.
public struct XcodeTarget {
    public var displayName: String { fatalError("stand-in") }
    /// The files of its build phases.
    public var inputFiles: FileList { fatalError("stand-in") }
}

/// A build-tool plugin that can also run for an Xcode target.
public protocol XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

/// A command plugin that can also run on an Xcode project.
public protocol XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws
}
