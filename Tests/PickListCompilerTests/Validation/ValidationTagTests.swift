import Testing
@testable import PickListCompiler

/// YAML tags and merge keys. picklist types a value by its key, so a tag cannot change what a
/// value is: `!!str` (and the non-specific `!`) make a scalar a string, as quotes do; a
/// standard tag that agrees with the key's type is fine; every other tag is ignored with an
/// `ignored-tag` warning. Merge keys (`<<: *base`) are not supported.
@Suite struct ValidationTagTests {
    @Test func strTagOnABool_isAStringNotABool() {
        let yaml = """
        title: Purpose
        selection: single
        searchable: !!str true
        items: [Design]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:13: error: 'searchable' must be true, false or a mapping ('in: [title, subtitle, keywords, section]'), not the string 'true' (tagged !!str) [wrong-type] (did you mean 'true'?)",
        ])
    }

    @Test func strTagOnACount_isAStringNotANumber() {
        let yaml = """
        title: Quotes
        selection: multiple
        min: ! 1
        items: [Love, Fame]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:6: error: 'min' must be a whole number, not the string '1' (tagged !) [wrong-type]",
        ])
    }

    @Test func standardTagsThatAgreeWithTheKey_areFine() throws {
        let yaml = """
        title: !!str 2024
        selection: !!str multiple
        min: !!int 1
        searchable: !!bool true
        all: !!map {title: !!str Everything}
        summary: !!map {other: !!str "{count} picked"}
        default: !!seq [!!str love]
        items: !!seq
          - !!str Love
          - !!map {id: !!str fame, title: Fame, keywords: !!seq [!!str glory]}
          - !!str 3
        """
        let spec = try #require(ValidationHarness.spec(yaml))
        #expect(spec.title == "2024")
        #expect(spec.min == 1)
        #expect(spec.items.map(\.id) == ["love", "fame", "3"])
    }

    @Test func otherTags_areIgnoredWithAWarning() {
        let yaml = """
        title: !!int 42
        selection: single
        doc: !markdown "*Hi*"
        items:
          - !!binary aGVsbG8=
          - !<tag:example.com,2026:colour> Red
          - !!bool true
        """
        #expect(ValidationHarness.lint(yaml) == [
            "1:8: warning: the tag '!!int' is ignored: picklist reads this value as a string [ignored-tag]",
            "3:6: warning: the tag '!markdown' is ignored: picklist reads this value as a string [ignored-tag]",
            "5:5: warning: the tag '!!binary' is ignored: picklist reads this value as a string [ignored-tag]",
            "6:5: warning: the tag '!<tag:example.com,2026:colour>' is ignored: picklist reads this value as a string [ignored-tag]",
            "7:5: warning: the tag '!!bool' is ignored: picklist reads this value as a string [ignored-tag]",
        ])
    }

    @Test func tagOnACollection_isIgnoredUnlessItNamesItsKind() {
        let yaml = """
        title: Purpose
        selection: single
        items: !!set
          ? Design
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:8: error: 'items' must be a sequence of items ('- Title' lines), not a mapping [wrong-type]",
        ])
    }

    @Test func mergeKeyInAnItem_isUnsupported_withoutFollowOnErrors() {
        let yaml = """
        title: Letters
        selection: single
        items:
          - &base {id: a, title: A}
          - <<: *base
            id: b
        """
        #expect(ValidationHarness.lint(yaml) == [
            "5:5: error: merge keys ('<<') are not supported; write the keys out in this mapping [unknown-key]",
        ])
    }

    @Test func mergeKeyAsAOneKeyItem_isUnsupported() {
        let yaml = """
        title: Letters
        selection: single
        items:
          - &base {id: a, title: A}
          - <<: *base
        """
        #expect(ValidationHarness.lint(yaml) == [
            "5:5: error: merge keys ('<<') are not supported; write the keys out in this mapping [unknown-key]",
        ])
    }

    @Test func quotedLessThanLessThan_isAnOrdinaryUnknownKey() {
        let yaml = """
        title: Letters
        selection: single
        "<<": x
        items: [A]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:1: error: unknown key '<<' in a list; expected one of: name, title, selection, items, sections, rows, default, deselect, min, max, all, edit_mode, summary, summary_keys, messages, searchable, localization, doc, value_type, fields, footer, required, order, raw_value, fallback, absent, title_key, footer_key, language, written, subsets [unknown-key]",
        ])
    }
}
