package import PickListCompiler
import PickListKit
import Testing

/// Specs for the preview tests, validated from YAML text.
package enum PreviewSpecs {
    /// The lists of `yaml` (one per document); fails the test on any error.
    package static func specs(_ yaml: String, path: String = "test.picklist.yml") -> [Spec] {
        let file = YAMLLoader().load(string: yaml, path: path)
        let result = SpecValidator().validate(file)
        let errors = (file.diagnostics + result.diagnostics).filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.message))")
        return result.specs
    }

    /// The one list of `yaml`.
    package static func spec(_ yaml: String, path: String = "test.picklist.yml") -> Spec {
        specs(yaml, path: path)[0]
    }

    /// A localized list with an all-row, a titled section and a subtitle (the translation tests').
    package static let fruit = spec("""
        name: Fruit
        title: Fruit
        selection: multiple
        localization: true
        all: true
        summary: {other: "{count} fruits"}
        sections:
          - title: Sweet
            items: [Apple, {id: kiwi, title: Kiwi, subtitle: Green}]
        """)

    /// A settings screen: an all-row, symbols, an asset image, values, section footers and a
    /// lower bound (so `isValid` can be false).
    package static let settings = spec("""
        name: Alerts
        title: Notifications
        selection: multiple
        min: 1
        value_type: string
        all:
          title: Allow All
        sections:
          - title: Alerts
            footer: Alerts show on the Lock Screen.
            items:
              - {id: lockScreen, title: Lock Screen, symbol: lock.fill, value: lock}
              - {id: banners, title: Banners, image: Banner Style, value: banner}
          - title: Sounds
            items:
              - {id: sounds, title: Sounds, symbol: speaker.wave.2.fill, value: sound}
              - {id: badges, title: Badges, value: badge}
        """)

    package static let purpose = spec("""
        title: Job Purpose
        selection: single
        default: design
        items:
          - design: Design
          - Principal Excavation Activity
          - Testing
          - id: archived
            title: Archived
            enabled: false
        """)

    package static let bounded = spec("""
        name: Recipient
        title: Recipients
        selection: multiple
        searchable: true
        min: 1
        max: 2
        default: [alice]
        summary: {none: Nobody, one: "{title}", other: "{count} recipients"}
        items:
          - id: alice
            title: Alice Archer
            subtitle: Engineering
            keywords: [ally]
          - bob: Bob Brown
          - carol: Carol Chen
        """)

    package static func allRow(_ whileAll: String, position: String = "first") -> Spec {
        spec("""
            name: Filter
            title: Filters
            selection: multiple
            default: all
            all: {title: Everything, while_all: \(whileAll), position: \(position)}
            sections:
              - title: Fruit
                items: [Apple, Banana]
              - title: Vegetables
                items: [Carrot]
            """)
    }

    package static let messages = spec("""
        name: MessageRow
        title: Inbox
        selection: multiple
        edit_mode: true
        summary: {none: No Action, one: "Delete ({count})", other: "Delete ({count})"}
        items:
          - id: welcome
            title: Welcome to Mail
            subtitle: Apple
          - lunch: Lunch on Friday?
          - invoice: Invoice 2041
        """)
}
