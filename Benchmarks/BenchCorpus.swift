import Foundation

/// The spec corpora the benchmark runs on, written into a fresh temporary folder.
///
/// - C1000: 1000 valid multiple-selection specs with an all-row, 50 items each, written in
///   the two-line full item form (`- id: item17` / `title: …`), about 2.5 MB in all;
/// - C10: 10 small specs (a single list, a sectioned list, a searchable list …);
/// - L5000: one list of 5 000 items (the same spec as `Specs/large5000.picklist.yml`);
/// - one small spec on its own, for the process-start measurement.
///
/// Everything is deterministic: the same bytes on every run, so instruction counts and
/// timings compare across runs and machines.
struct BenchCorpus {
    /// The temporary folder holding every corpus.
    let root: URL
    /// The C1000 spec files, in a stable order.
    let c1000: [URL]
    /// The C10 spec files.
    let c10: [URL]
    /// The L5000 spec file.
    let l5000: URL
    /// One small spec in a folder of its own.
    let small: URL

    static let c1000Count = 1000
    static let c1000Items = 50
    static let largeItems = 5000

    /// Writes every corpus under a new folder in the system temporary directory.
    static func make() throws -> BenchCorpus {
        let fileManager = FileManager.default
        let root = fileManager.temporaryDirectory
            .appendingPathComponent("picklist-bench-\(ProcessInfo.processInfo.processIdentifier)")
        try? fileManager.removeItem(at: root)
        let folders = ["c1000", "c10", "l5000", "small"].map { root.appendingPathComponent($0) }
        for folder in folders {
            try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
        }

        var c1000: [URL] = []
        for index in 1...c1000Count {
            let url = folders[0].appendingPathComponent(String(format: "list-%04d.picklist.yml", index))
            try write(c1000Spec(index), to: url)
            c1000.append(url)
        }
        var c10: [URL] = []
        for (index, text) in smallSpecs().enumerated() {
            let url = folders[1].appendingPathComponent(String(format: "small-%02d.picklist.yml", index + 1))
            try write(text, to: url)
            c10.append(url)
        }
        let l5000 = folders[2].appendingPathComponent("large5000.picklist.yml")
        try write(largeSpec(), to: l5000)
        let small = folders[3].appendingPathComponent("purpose.picklist.yml")
        try write(smallSpecs()[0], to: small)
        return BenchCorpus(root: root, c1000: c1000, c10: c10, l5000: l5000, small: small)
    }

    /// Removes the temporary folder.
    func remove() {
        try? FileManager.default.removeItem(at: root)
    }

    /// Total bytes of the C1000 specs.
    var c1000Bytes: Int {
        c1000.reduce(0) { total, url in
            total + ((try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0)
        }
    }

    private static func write(_ text: String, to url: URL) throws {
        try Data(text.utf8).write(to: url)
    }

    /// One C1000 spec: a multiple list with an all-row and 50 items in the full two-line form.
    static func c1000Spec(_ index: Int) -> String {
        var text = """
            # Benchmark corpus C1000, list \(index) of \(c1000Count).
            name: BenchList\(String(format: "%04d", index))
            title: Benchmark list number \(index)
            selection: multiple
            all: true
            items:

            """
        for item in 1...c1000Items {
            text += "  - id: item\(item)\n"
            text += "    title: Category \(item) of list \(index)\n"
        }
        return text
    }

    /// The L5000 spec: one multiple list of 5 000 items with an all-row that isolates.
    static func largeSpec() -> String {
        var text = """
            # Benchmark list L5000: one list of \(largeItems) items (picklist-bench runtime measure),
            # localized so that its titles can be read with and without a localizer.
            name: Large5000
            title: Five thousand items
            selection: multiple
            all: true
            localization: true
            items:

            """
        for item in 1...largeItems {
            text += "  - id: item\(item)\n"
            text += "    title: Item \(item)\n"
        }
        return text
    }

    /// Ten small specs covering the spec's main shapes.
    static func smallSpecs() -> [String] {
        [
            """
            name: Purpose
            title: Purpose
            selection: single
            items:
              - Principal Excavation Activity
              - Secondary Excavation Activity
              - Infrastructure Works
              - Other
            """,
            """
            name: WorkplaceLocation
            title: Location of Workplace
            selection: single
            deselect: true
            items:
              - onSite: On site
              - office: Office
              - home: Home
            """,
            """
            name: TaskCategory
            title: Category
            selection: single
            default: errand
            items:
              - errand: Errand
              - work: Work
              - family: Family
              - other: Other
            """,
            """
            name: TimeZoneChoice
            title: Time Zone
            selection: single
            sections:
              - title: Europe
                items: [Berlin, Paris, London, Zürich]
              - title: America
                items: [New York, Chicago, Los Angeles]
            """,
            """
            name: QuoteCategory
            title: Categories
            selection: multiple
            all:
              title: All
              while_all: isolate
            items: [Achievement, Attitude, Brave, Character, Courage, Determination]
            """,
            """
            name: Cities
            title: Cities
            selection: multiple
            searchable: true
            items:
              - id: newYork
                title: New York
                keywords: [nyc, big apple]
              - id: zurich
                title: Zürich
              - id: paris
                title: Paris
            """,
            """
            name: MailFolder
            title: Mailboxes
            selection: multiple
            edit_mode: true
            summary:
              none: Edit
              other: "{count} selected"
            items: [Inbox, Sent, Drafts, Archive, Junk]
            """,
            """
            name: Toppings
            title: Toppings
            selection: multiple
            min: 1
            max: 3
            default: [cheese]
            items: [Cheese, Ham, Mushrooms, Olives, Onions]
            """,
            """
            name: Weekdays
            title: Repeat
            selection: multiple
            all:
              title: Every day
              position: last
              while_all: exclude
            items: [Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday]
            """,
            """
            name: Connectivity
            title: Download over
            selection: single
            items:
              - Wi-Fi only
              - id: cellular
                title: Wi-Fi and cellular
                subtitle: May use your data plan
              - id: never
                title: Never
                enabled: false
            """,
        ].map { $0 + "\n" }
    }
}
