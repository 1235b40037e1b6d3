package import PickListSupport

/// The `stringUnit` objects of one localization: its own, and those under `variations`
/// (plural, device) and `substitutions`, wherever they are nested.
///
/// A translator may vary a text by plural or device in Xcode; each variant is a
/// `stringUnit` of its own, and each must keep the placeholders and is marked for review
/// when the source changes.
package enum StringUnit {
    /// One `stringUnit` found, with where it and its `value` are.
    package struct Found {
        /// Its members, or `nil` when it is not an object.
        var members: [JSONMember]?
        /// `an object`, `a string`, … (for messages).
        var kind: String
        var position: TextPosition

        var state: String? { members?["state"]?.stringValue }
        package var value: String? { members?["value"]?.stringValue }
        /// Where the value's opening quote is.
        var valuePosition: TextPosition { members?[member: "value"]?.value.position ?? position }
    }

    /// Every `stringUnit` under `localization`, in file order.
    package static func all(in localization: JSONValue.Positioned) -> [Found] {
        var found: [Found] = []
        collect(localization, into: &found)
        return found
    }

    private static func collect(_ value: JSONValue.Positioned, into found: inout [Found]) {
        guard let members = value.value.members else { return }
        for member in members {
            if member.key == "stringUnit" {
                found.append(Found(members: member.value.value.members, kind: member.value.value.kindDescription, position: member.value.position))
            } else {
                collect(member.value, into: &found)
            }
        }
    }

    /// `localization` with every `stringUnit` whose state is `translated` set to
    /// `needs_review`: what Xcode does to translations when their source text changes.
    static func markingForReview(_ localization: JSONValue) -> JSONValue {
        guard var members = localization.members else { return localization }
        for index in members.indices {
            if members[index].key == "stringUnit" {
                if var unit = members[index].value.value.members, unit["state"]?.stringValue == "translated" {
                    unit["state"] = .string("needs_review")
                    members[index].value.value = .object(unit)
                }
            } else {
                members[index].value.value = markingForReview(members[index].value.value)
            }
        }
        return .object(members)
    }
}
