import Testing
@testable import PickListCompiler

/// `duplicate-title` between items: a warning only when two items of one section show the
/// same title and the same subtitle (or none), since users tell items apart by the section
/// header and the subtitle. Cases from ISO 3166-2 subdivisions and ISO 4217 currencies.
@Suite struct ValidationDuplicateTitleTests {
    @Test func sameTitleInDifferentSections_isFine() {
        // "Western" is a province of Zambia and a division of Fiji.
        let yaml = """
        title: Region
        selection: single
        sections:
          - title: Zambia
            items:
              - ZM_01: Western
          - title: Fiji
            items:
              - FJ_W: Western
        """
        #expect(ValidationHarness.lint(yaml) == [])
    }

    @Test func sameTitleWithDifferentSubtitles_isFine() {
        // Maputo the province and Maputo the city.
        let yaml = """
        title: Region
        selection: single
        sections:
          - title: Mozambique
            items:
              - id: MZ_L
                title: Maputo
                subtitle: Province
              - id: MZ_MPM
                title: Maputo
                subtitle: City
        """
        #expect(ValidationHarness.lint(yaml) == [])
    }

    @Test func subtitleAgainstNoSubtitle_isFine() {
        let yaml = """
        title: Towns
        selection: single
        items:
          - id: paris
            title: Paris
          - id: parisTexas
            title: Paris
            subtitle: Texas
        """
        #expect(ValidationHarness.lint(yaml) == [])
    }

    @Test func twoCurrenciesNamedLeone_warn_eachWithTheNoteAtTheFirst() {
        // ISO 4217 names both SLE and SLL 'Leone'.
        let yaml = """
        title: Currency
        selection: single
        items:
          - SLE: Leone
          - SLL: Leone
          - USD: US Dollar
          - oldLeone: Leone
        """
        #expect(ValidationHarness.lint(yaml) == [
            "5:5: warning: two items show the same title 'Leone'; users cannot tell them apart (change one title, or give them different subtitles) [duplicate-title] note 4:5: first item with this title",
            "7:5: warning: two items show the same title 'Leone'; users cannot tell them apart (change one title, or give them different subtitles) [duplicate-title] note 4:5: first item with this title",
        ])
    }

    @Test func sameTitleAndSubtitleInOneSection_warns() {
        let yaml = """
        title: Region
        selection: single
        sections:
          - title: Estonia
            items:
              - id: EE_793
                title: Tartu
                subtitle: Urban municipality
              - id: EE_796
                title: Tartu
                subtitle: Urban municipality
        """
        #expect(ValidationHarness.lint(yaml) == [
            "9:9: warning: two items of one section show the same title 'Tartu' and subtitle 'Urban municipality'; users cannot tell them apart (change one title or subtitle) [duplicate-title] note 6:9: first item with this title and subtitle",
        ])
    }

    @Test func blankSubtitle_countsAsNone() {
        let yaml = """
        title: Towns
        selection: single
        items:
          - id: paris
            title: Paris
          - id: parisTexas
            title: Paris
            subtitle: Texas
          - id: parisAgain
            title: Paris
            subtitle: " "
        """
        #expect(ValidationHarness.lint(yaml) == [
            "9:5: warning: two items show the same title 'Paris'; users cannot tell them apart (change one title, or give them different subtitles) [duplicate-title] note 4:5: first item with this title",
        ])
    }

    @Test func titlesAreComparedExactly_notCaseFolded() {
        let yaml = """
        title: Words
        selection: single
        items:
          - polish: Polish
          - polishVerb: polish
        """
        #expect(ValidationHarness.lint(yaml) == [])
    }

    @Test func unreadableSubtitle_skipsTheComparison() {
        let yaml = """
        title: Towns
        selection: single
        items:
          - id: paris
            title: Paris
          - id: parisTexas
            title: Paris
            subtitle: [Texas]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "8:15: error: 'subtitle' must be a string, not a sequence [wrong-type]",
        ])
    }

    @Test func sectionsWithOneTitle_reportTheSectionsOnly() {
        let yaml = """
        title: Zones
        selection: single
        sections:
          - title: Europe
            items:
              - p1: Paris
          - title: Europe
            items:
              - p2: Paris
        """
        #expect(ValidationHarness.lint(yaml) == [
            "7:12: warning: two sections have the title 'Europe'; merge their items into one section [duplicate-title] note 4:12: first section with this title",
        ])
    }
}
