import PickListKit

extension QuoteCategory {
    /// The "select all" scenario: select every category with "All", tap one category while all are
    /// selected (only it stays), add another, drop the first, select all again, then clear.
    public static let demoScript = TapScript<QuoteCategory>(steps: [
        .tap(.all),
        .tap(.item(.brave)),
        .tap(.item(.courage)),
        .tap(.item(.brave)),
        .tap(.all),
        .tap(.all),
    ])
}
