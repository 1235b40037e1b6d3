import PickListKit
import Testing

/// The lists of Specs/settings-screen.picklist.yml: what a real settings screen writes.
@Suite("A settings screen's lists")
struct SettingsScreenTests {
    /// An item titled `None` is the case `none_`: `.none` stays `Optional.none`. The comparison
    /// below compiles without the "assuming you mean 'Optional<AlertTone>.none'" warning this
    /// target would fail on (warnings are errors here), and means what it says.
    @Test func noneItem_doesNotShadowOptionalNone() {
        var selection = AlertTone.Selection()
        #expect(selection.selectedItem == .none)
        _ = selection.tap(.item(.none_))
        #expect(selection.selectedItem != .none)
        #expect(selection.selectedItem == .none_)
        #expect(AlertTone.none_.rawValue == "none")
        #expect(AlertTone(rawValue: "some") == .some_)
        _ = selection.tap(.item(.none_))
        #expect(selection.selectedItem == nil)
    }

    /// `symbol` and `image` reach the generated items as `PickListImage` values.
    @Test func images_reachTheItems() {
        #expect(NotificationStyle.sounds.image == .symbol("speaker.wave.2"))
        #expect(NotificationStyle.badges.image == .symbol("app.badge"))
        #expect(NotificationStyle.banner.image == .asset("Banner Style"))
        #expect(NotificationStyle.banner.image?.name == "Banner Style")
        #expect(NotificationStyle.lockScreen.image == nil)
        #expect(AlertTone.radar.image == nil)
    }

    /// `value_type: int`: `value` is an `Int`, and `init(value:)` finds the item or nothing.
    @Test func intValues_areTypedExactly_andFindTheirItems() {
        let seconds: Int = AutoLock.oneMinute.value
        #expect(seconds == 60)
        #expect(AutoLock.allCases.map(\.value) == [30, 60, 300, 0])
        #expect(AutoLock(value: 0) == .never)
        #expect(AutoLock(value: 45) == nil)
        #expect(AutoLock.Selection().selectedItem?.value == 30)
    }

    /// `double`, `string` and `bool` values keep their exact type and text.
    @Test func doubleStringAndBoolValues_roundTrip() {
        let scale: Double = TextScale.large.value
        #expect(scale == 1.25)
        #expect(TextScale.regular.value == 1.0)
        #expect(TextScale(value: 0.85) == .small)
        let schedule: String = DigestSchedule.weekly.value
        #expect(schedule == "weekly digest")
        #expect(DigestSchedule.daily.value == "DAILY")
        #expect(DigestSchedule(value: "") == .off)
        let visible: Bool = ProfileVisibility.shown.value
        #expect(visible)
        #expect(ProfileVisibility(value: false) == .hidden)
    }

    /// A section's `footer`, and the list-level `footer` of a list without sections, reach the
    /// generated sections.
    @Test func footers_reachTheSections() {
        #expect(PreviewStyle.sections.map(\.footer) == ["Previews show the start of each message.", nil])
        #expect(PreviewStyle.sections.map(\.title) == ["When", "Otherwise"])
        #expect(MailFilter.sections.count == 1)
        #expect(MailFilter.sections[0].footer == "Only mail matching every filter is shown.")
        #expect(AutoLock.sections[0].footer == nil)
    }

    /// `required: true`: a single list is valid only with an item selected; taps are unchanged.
    @Test func requiredSingleList_isValidOnlyWithAnItem() {
        var selection = PreviewStyle.Selection()
        #expect(selection.isEmpty)
        #expect(!selection.isValid)
        #expect(selection.tap(.item(.always)).outcome == .changed)
        #expect(selection.isValid)
        #expect(selection.tap(.item(.always)).outcome == .changed)   // deselect: true still clears
        #expect(!selection.isValid)
        #expect(AlertTone.Selection().isValid)                    // not required: empty is fine
        #expect(PreviewStyle.definition.isRequired)
    }

    /// `isValid` follows `min` and `max`; `allState` is none, some or all of the enabled items,
    /// `.all` exactly when the all-row is checked.
    @Test func multipleList_isValidWithinBounds_andAllStateIsMixedWhenPartlySelected() {
        var selection = MailFilter.Selection()
        #expect(selection.allState == .none)
        #expect(!selection.isValid)                               // min: 1
        _ = selection.tap(.item(.unread))
        #expect(selection.allState == .some)
        #expect(selection.isValid)
        _ = selection.tap(.item(.flagged))
        _ = selection.tap(.item(.fromVIPs))
        #expect(selection.allState == .all)
        #expect(selection.isAll && selection.isChecked(.all))
        #expect(selection.isValid)
        #expect(MailFilter.Selection([.unread, .flagged]).allState == .some)
    }

    /// A runtime list answers `isValid` and `allState` by the same rules.
    @Test func runtimeRows_shareIsValidAndAllState() {
        var rows = FilterLabel.Rows<Int>([
            PickListEntry(id: 1, title: "Work", image: .symbol("briefcase")),
            PickListEntry(id: 2, title: "Home"),
            PickListEntry(id: 3, title: "Old", isEnabled: false),
        ])
        #expect(rows.allState == .none)
        #expect(!rows.isValid)
        _ = rows.tap(.entry(1))
        #expect(rows.allState == .some)
        #expect(rows.isValid)
        _ = rows.tap(.entry(2))
        #expect(rows.allState == .all)
        #expect(rows.entry(1)?.image == .symbol("briefcase"))
        // The spec's footer goes under the app's rows.
        #expect(rows.sections.map(\.footer) == ["Labels you add in Mail appear here."])
        #expect(FilterLabel.definition.footer == "Labels you add in Mail appear here.")
        #expect(SendingAccount.definition.footer == nil)

        var account = SendingAccount.Rows<String>([PickListEntry(id: "work", title: "Work")])
        #expect(!account.isValid)
        _ = account.tap(.entry("work"))
        #expect(account.isValid)
        #expect(SendingAccount.definition.isRequired)
    }

    /// Footers are translated under `<Name>.section.<id>.footer` and `<Name>.footer`.
    @Test func footers_areTranslatedUnderTheirKeys() {
        struct French: PickListLocalizer {
            func string(forKey key: String, table: String, default: String) -> String {
                guard table == "Settings" else { return `default` }
                switch key {
                case "AlertNotice.section.style.footer": return "Les alertes s’affichent sur l’écran verrouillé."
                case "TipHint.footer": return "Les astuces s’affichent une fois."
                default: return `default`
                }
            }
        }
        PickListLocalization.withLocalizer(French()) {
            #expect(AlertNotice.sections.map(\.footer) == ["Les alertes s’affichent sur l’écran verrouillé."])
            #expect(TipHint.sections.map(\.footer) == ["Les astuces s’affichent une fois."])
        }
        PickListLocalization.withLocalizer(nil) {
            #expect(AlertNotice.sections.map(\.footer) == ["Alerts show on the Lock Screen."])
            #expect(TipHint.sections.map(\.footer) == ["Tips show once."])
        }
    }
}
