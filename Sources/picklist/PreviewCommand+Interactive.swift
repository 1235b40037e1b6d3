import ArgumentParser
import Foundation
import PickListCompiler
import PickListPreview
import PickListTerminal

extension PreviewCommand {
    /// The full-screen preview (Sources/PickListTerminal), on a session that
    /// has been checked and prepared; returns when the user quits.
    static func runInteractive(_ session: PreviewSession) throws {
        do {
            try InteractivePreview(session: session).run()
        } catch {
            FileHandle.standardError.write(Data("picklist preview: \(error.description)\n".utf8))
            throw ExitCode(ExitStatus.ioFailure.rawValue)
        }
    }
}
