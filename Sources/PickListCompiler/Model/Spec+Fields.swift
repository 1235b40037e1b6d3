/// The fields of a list (`fields` in the spec): the attributes each item carries beside its id
/// and title, each of one type.
extension Spec {
    /// The type of a field's values (`help_url: url`; `url?` for an optional one).
    package enum FieldType: String, Hashable, Sendable, CaseIterable {
        case string
        case int
        case int32
        case int64
        case double
        case bool
        case url
        case color

        /// The Swift type of a value: `String`, `Int`, `Int32`, `Int64`, `Double`, `Bool`,
        /// `URL`, `PickListColor`.
        package var swiftType: String {
            switch self {
            case .string: "String"
            case .int: "Int"
            case .int32: "Int32"
            case .int64: "Int64"
            case .double: "Double"
            case .bool: "Bool"
            case .url: "URL"
            case .color: "PickListColor"
            }
        }

        /// Whether a value is a JSON number or bool rather than a string (template and preview JSON).
        package var isJSONScalar: Bool {
            switch self {
            case .int, .int32, .int64, .double, .bool: true
            case .string, .url, .color: false
            }
        }

        /// Whether generated code reads the type through Foundation (`URL`).
        package var needsFoundation: Bool { self == .url }
    }

    /// One declared field.
    package struct Field: Hashable, Sendable {
        /// The name as the spec writes it: the key items give the value under (`help_url`).
        package var name: String
        /// The generated property's name (`helpURL`): `swift_name`, or derived as a case name is.
        package var swiftName: String
        package var type: FieldType
        /// Whether an item may leave the field out (a type ending in `?`): Swift `T?`.
        package var isOptional: Bool
        /// The value of an item that leaves the field out, as text (see ``Item/fieldValues``).
        package var defaultValue: String?
        /// Whether no two items have the same value: generates `init?(<swiftName>:)`.
        package var isUnique: Bool
        /// Where the field is declared.
        package var location: SourceLocation

        package init(
            name: String, swiftName: String, type: FieldType, isOptional: Bool = false,
            defaultValue: String? = nil, isUnique: Bool = false, location: SourceLocation
        ) {
            self.name = name
            self.swiftName = swiftName
            self.type = type
            self.isOptional = isOptional
            self.defaultValue = defaultValue
            self.isUnique = isUnique
            self.location = location
        }

        /// The Swift type of the generated property: `URL`, `Int?`.
        package var swiftType: String { type.swiftType + (isOptional ? "?" : "") }

        /// The name of the generated table, `helpURLValues`.
        package var tableName: String { swiftName + "Values" }
    }

    /// Whether the list declares fields.
    package var hasFields: Bool { !fields.isEmpty }
}

extension Spec.Field {
    /// A value of the field as JSON: `30`, `0.5`, `true`, `"https://…"`; `null` for none.
    package func json(_ value: String?) -> String {
        guard let value else { return "null" }
        return type.isJSONScalar ? value : LiteralEscaping.jsonString(value)
    }

    /// The field's declaration as JSON: `{"name": "help_url", "swiftName": "helpURL", "type":
    /// "url", "optional": false, "default": null, "unique": false}`.
    package var declarationJSON: String {
        #"{"name": "# + LiteralEscaping.jsonString(name) + #", "swiftName": "# + LiteralEscaping.jsonString(swiftName)
            + #", "type": ""# + type.rawValue + #"", "optional": "# + String(isOptional) + #", "default": "# + json(defaultValue)
            + #", "unique": "# + String(isUnique) + "}"
    }
}

extension Spec.Item {
    /// The item's values of `fields` as a JSON object in their order: `{"help_url":
    /// "https://…", "severity": 3, "note": null}`.
    package func fieldsJSON(_ fields: [Spec.Field]) -> String {
        "{" + fields.indices.map { index in
            LiteralEscaping.jsonString(fields[index].name) + ": "
                + fields[index].json(index < fieldValues.count ? fieldValues[index] : nil)
        }.joined(separator: ", ") + "}"
    }
}
