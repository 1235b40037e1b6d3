// The lists of other selection libraries' own tests, declared as picklist generates lists, for
// PeerBehaviourTests: Eureka's continents and oceans, Android's and Angular's numbered rows,
// and the WAI-ARIA mixed-state checkbox example's sandwich condiments.

import PickListKit

/// Eureka's single-selection section of continents (deselection enabled, its default).
enum EurekaContinent: PickList {
    case africa, antarctica, asia, australia, europe, northAmerica, southAmerica

    static let definition = PickListDefinition<EurekaContinent>(
        title: "Continents",
        selection: .single,
        deselect: true,
        ids: "africa\nantarctica\nasia\naustralia\neurope\nnorthAmerica\nsouthAmerica",
        titles: "Africa\nAntarctica\nAsia\nAustralia\nEurope\nNorth America\nSouth America"
    )
}

/// Eureka's multiple-selection section of oceans.
enum EurekaOcean: PickList {
    case arctic, atlantic, indian, pacific, southern

    static let definition = PickListDefinition<EurekaOcean>(
        title: "Oceans",
        selection: .multiple,
        ids: "arctic\natlantic\nindian\npacific\nsouthern",
        titles: "Arctic\nAtlantic\nIndian\nPacific\nSouthern"
    )
}

/// Eureka's single-selection section with deselection disabled.
enum EurekaOceanNoDeselect: PickList {
    case arctic, atlantic, indian, pacific, southern

    static let definition = PickListDefinition<EurekaOceanNoDeselect>(
        title: "Oceans",
        selection: .single,
        ids: "arctic\natlantic\nindian\npacific\nsouthern",
        titles: "Arctic\nAtlantic\nIndian\nPacific\nSouthern"
    )
}

/// Numbered rows in single-choice mode (Android's CHOICE_MODE_SINGLE, Angular's single model).
enum NumberedSingle: PickList {
    case one, two, three, four, five, six

    static let definition = PickListDefinition<NumberedSingle>(
        title: "Single",
        selection: .single,
        deselect: true,
        ids: "one\ntwo\nthree\nfour\nfive\nsix",
        titles: "1\n2\n3\n4\n5\n6"
    )
}

/// Numbered rows in multiple-choice mode, listed in display order.
enum NumberedMultiple: PickList {
    case one, two, three, four

    static let definition = PickListDefinition<NumberedMultiple>(
        title: "Multiple",
        selection: .multiple,
        allRow: PickListAllRow(whileAll: .exclude),
        ids: "one\ntwo\nthree\nfour",
        titles: "1\n2\n3\n4"
    )
}

/// Numbered rows in multiple-choice mode, listed in the order they were selected (Angular's
/// `selected` before `sort()`).
enum NumberedInSelectionOrder: PickList {
    case one, two, three, four

    static let definition = PickListDefinition<NumberedInSelectionOrder>(
        title: "In selection order",
        selection: .multiple,
        ids: "one\ntwo\nthree\nfour",
        titles: "1\n2\n3\n4",
        order: .selection
    )
}

/// The WAI-ARIA mixed-state checkbox example's condiments, with an all-row (the tri-state box)
/// and a "No condiments" row, exclusive.
enum Condiment: PickList {
    case lettuce, tomato, mustard, sprouts, noCondiments

    static let definition = PickListDefinition<Condiment>(
        title: "Sandwich Condiments",
        selection: .multiple,
        allRow: PickListAllRow(title: "All condiments", whileAll: .exclude),
        ids: "lettuce\ntomato\nmustard\nsprouts\nnoCondiments",
        titles: "Lettuce\nTomato\nMustard\nSprouts\nNo condiments",
        exclusive: ["noCondiments"]
    )
}
