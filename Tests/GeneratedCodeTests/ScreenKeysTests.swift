import PickListKit
import Synchronization
import Testing

/// The lists of specs/time-span.picklist.yml and Specs/screen-keys.picklist.yml: one type for
/// several screens (subsets), sections without a header, a required multiple list and search
/// in more fields, through the generated API.
@Suite struct ScreenKeysTests {
    // MARK: Subsets

    /// Each screen shows its subset, in display order; a selection without one shows all.
    @Test func subsets_showOnlyTheirItems_onePerScreen() {
        #expect(TimeSpan.Subset.poll.items == [.fiveMinutes, .thirtyMinutes, .oneHour, .oneDay, .oneWeek])
        #expect(PickListSubset<TimeSpan>.filter.items == [.oneDay, .oneWeek])
        // Written as a table of lines (too long for one line), read as the array would be.
        #expect(TimeSpan.Subset.every.items == TimeSpan.allCases)
        let mute = TimeSpan.Selection(subset: .mute)
        #expect(mute.sections.flatMap(\.rows) == [.item(.oneHour), .item(.eightHours), .item(.oneDay), .item(.oneWeek), .item(.forever)])
        #expect(mute.row(section: 0, row: 1) == .item(.eightHours))
        #expect(mute.indexPath(of: .item(.forever))?.row == 4)
        #expect(mute.indexPath(of: .item(.fiveMinutes)) == nil)
        #expect(TimeSpan.Selection().sections.flatMap(\.rows).count == 7)
    }

    /// The default keeps the items the subset has: `oneHour` for the mute screen, nothing for
    /// the filter screen (which lacks it), so the required list waits for a pick there.
    @Test func subsets_keepTheDefaultOnlyWhereTheyHaveIt() {
        let mute = TimeSpan.Selection(subset: .mute)
        #expect(mute.selectedItem == .oneHour)
        #expect(mute.isValid)
        var filter = TimeSpan.Selection(subset: .filter)
        #expect(filter.selectedItem == nil)
        #expect(!filter.isValid)
        #expect(filter.tap(section: 0, row: 1).outcome == .changed)
        #expect(filter.selectedItem == .oneWeek)
        #expect(filter.isValid)
    }

    /// Subsets on a list with sections and an all-row: the all-row selects the subset's items,
    /// and a section none of whose items the subset has keeps its place without rows.
    @Test func subsets_ofAListWithAnAllRow_selectOnlyTheirItems() {
        var brief = NewsTopic.Selection(subset: .brief)
        #expect(brief.sections.map(\.title) == [nil, nil, nil, "Sports"])
        #expect(brief.sections.map(\.rows) == [[.all], [.item(.topStories)], [.item(.weather)], []])
        #expect(brief.tap(.all).outcome == .changed)
        #expect(brief.selectedItems == [.topStories, .weather])
        #expect(brief.isAll)
    }

    // MARK: Sections without a header

    /// A section without a title has none on screen; titled ones keep theirs, and an all-row
    /// of a list with sections has a section of its own.
    @Test func sectionsWithoutATitle_haveNoHeader() {
        #expect(AlertSound.sections.map(\.title) == [nil, "Ringtones", "Alert tones"])
        #expect(AlertSound.sections[0].rows == [.item(.none_)])
        #expect(AlertSound.sections[2].footer == "Alert tones are short.")
        #expect(NewsTopic.sections.map(\.title) == [nil, nil, nil, "Sports"])
        #expect(NewsTopic.sections.map(\.rows.count) == [1, 1, 2, 2])
        #expect(NewsTopic.row(section: 2, row: 1) == .item(.science))
        #expect(NewsTopic.indexPath(of: .item(.tennis)).map { [$0.section, $0.row] } == [3, 1])
    }

    /// A localized list asks for no title of a section without one; titled sections and the
    /// footer translate under their ids.
    @Test func aSectionWithoutATitle_isNeverTranslated() {
        final class Recorder: PickListLocalizer {
            let asked = Mutex<[String]>([])
            func string(forKey key: String, table: String, default: String) -> String {
                asked.withLock { $0.append(key) }
                return key == "AlertSound.section.ringtones" ? "Klingeltöne" : key == "AlertSound.section.alertTones.footer" ? "Kurz." : `default`
            }
        }
        let recorder = Recorder()
        PickListLocalization.withLocalizer(recorder) {
            #expect(AlertSound.sections.map(\.title) == [nil, "Klingeltöne", "Alert tones"])
            #expect(AlertSound.sections[2].footer == "Kurz.")
        }
        let sectionKeys = recorder.asked.withLock { $0 }.filter { $0.contains(".section.") }
        #expect(Set(sectionKeys) == ["AlertSound.section.ringtones", "AlertSound.section.alertTones", "AlertSound.section.alertTones.footer"])
    }

    // MARK: required on a multiple list

    /// Valid only with an item selected, while the last item can still be deselected (unlike
    /// `min: 1`): the Done button waits.
    @Test func requiredMultipleList_letsTheLastItemGo_butIsThenInvalid() {
        var topics = NewsTopic.Selection()
        #expect(topics.selectedItems == [.topStories])
        #expect(topics.isValid)
        #expect(NewsTopic.definition.isRequired)
        #expect(NewsTopic.definition.minimum == 0)
        #expect(topics.tap(.item(.topStories)).outcome == .changed)
        #expect(topics.isEmpty)
        #expect(!topics.isValid)
        #expect(topics.summary == "Choose a topic")
        #expect(topics.tap(.item(.tennis)).outcome == .changed)
        #expect(topics.isValid)
    }

    // MARK: Search in more fields

    /// `searchable: {in: [title, subtitle, section]}`: subtitles and section titles match,
    /// keywords no longer do.
    @Test func searchIn_matchesTheNamedFields_only() {
        #expect(AlertSound.definition.policy.searchFields == [.title, .subtitle, .section])
        #expect(AlertSound.search("default") == [.opening])
        #expect(AlertSound.search("ringtones") == [.opening, .radar])
        #expect(AlertSound.search("chime") == [.chime])
        #expect(AlertSound.search("sonar").isEmpty)
    }

    /// A runtime list's policy carries the fields its spec names (its rows' search reads them).
    @Test func searchIn_onARuntimeList_reachesItsPolicy() {
        #expect(SpokenVoice.definition.searchFields == [.subtitle, .section])
        #expect(SpokenVoice.definition.isSearchable)
    }
}
