/// The final state of a preview as an SVG picture of an iOS grouped table.
package enum PreviewSVG {
    package static func render(_ session: PreviewSession) -> String {
        ""
    }
}
