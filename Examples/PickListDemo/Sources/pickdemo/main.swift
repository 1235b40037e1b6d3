import DemoLists
import PickListKit
import PickListLocalization

// `pickdemo` plays the "select all" scenario and prints the list after every tap.
// `pickdemo de` plays the localized notifications list in German, read from the demo's
// Resources/de.lproj/PickLists.strings.
let arguments = CommandLine.arguments.dropFirst()
if let language = arguments.first {
    PickListLocalization.localizer = BundleLocalizer(bundle: demoResources, localization: language)
    print(NotificationKind.demoScript.transcript(), terminator: "")
} else {
    print(QuoteCategory.demoScript.transcript(), terminator: "")
}
