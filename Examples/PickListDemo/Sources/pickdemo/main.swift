import DemoLists
import Foundation
import PickListKit
import PickListLocalization

// `pickdemo` plays the "select all" scenario and prints the list after every tap.
// `pickdemo de` plays the localized notifications list in German, read from the demo's
// Resources/de.lproj/PickLists.strings.
// `pickdemo inbox …` and `pickdemo people …` play the lists whose rows are read from the
// data files in Data/ (see PickDemoCommand.usage).
let arguments = Array(CommandLine.arguments.dropFirst())
if PickDemoCommand.handles(arguments) {
    do {
        print(try PickDemoCommand.run(arguments), terminator: "")
    } catch let error as PickDemoCommand.UsageError {
        FileHandle.standardError.write(Data("error: \(error)\n\(PickDemoCommand.usage)".utf8))
        exit(2)
    } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        exit(1)
    }
} else if let first = arguments.first, first == "-h" || first == "--help" {
    print(PickDemoCommand.usage, terminator: "")
} else if let language = arguments.first {
    PickListLocalization.localizer = BundleLocalizer(bundle: demoResources, localization: language)
    print(NotificationKind.demoScript.transcript(), terminator: "")
} else {
    print(QuoteCategory.demoScript.transcript(), terminator: "")
}
