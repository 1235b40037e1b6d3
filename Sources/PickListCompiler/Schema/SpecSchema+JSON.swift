// Generated from schema/picklist.schema.json by `make schema`. Do not edit.

extension SpecSchema {
    /// The JSON Schema (draft-07) for `*.picklist.yml`, byte for byte the file `schema/picklist.schema.json`.
    package static let json: String = #"""
{
  "$schema": "http://json-schema.org/draft-07/schema#",
  "title": "picklist spec (format v1)",
  "description": "One selection list of a *.picklist.yml file: its title, whether one or many items may be selected, and the items. `picklist lint` checks everything this schema checks, and more (duplicate ids, defaults naming unknown items, min/max against the item count).",
  "defaultSnippets": [
    {
      "label": "single-choice list",
      "description": "One item at a time (an exclusive list).",
      "body": {
        "title": "${1:Job Purpose}",
        "selection": "single",
        "items": [
          "${2:First item}"
        ]
      }
    },
    {
      "label": "multiple-choice list with \"All\"",
      "description": "Any number of items, with a select-all row.",
      "body": {
        "title": "${1:Categories}",
        "selection": "multiple",
        "all": true,
        "items": [
          "${2:First item}"
        ]
      }
    }
  ],
  "type": "object",
  "required": [
    "title",
    "selection"
  ],
  "additionalProperties": false,
  "properties": {
    "name": {
      "description": "The Swift type name, an UpperCamelCase identifier. Default: from the file name (`job-purpose.picklist.yml` → `JobPurpose`); every document of a file with several documents needs its own `name`. A letter or underscore, then letters, digits or underscores.",
      "$ref": "#/definitions/text",
      "examples": [
        "JobPurpose"
      ]
    },
    "title": {
      "description": "The list's display title (the navigation title).",
      "$ref": "#/definitions/text"
    },
    "selection": {
      "description": "`single`: exactly one item is chosen (an exclusive list). `multiple`: any number of items (an inclusive list).",
      "enum": [
        "single",
        "multiple"
      ]
    },
    "items": {
      "description": "The items, in display order. Each is a title (`- Design`), a one-key mapping `id: title` (`- design: Design`), or the full form with `id`, `title` and optional keys.",
      "$ref": "#/definitions/items"
    },
    "sections": {
      "description": "Items grouped in titled sections (table-view sections), instead of `items`.",
      "type": "array",
      "minItems": 1,
      "items": {
        "$ref": "#/definitions/section"
      }
    },
    "default": {
      "description": "The initial selection. `single`: one id. `multiple`: a sequence of ids, or `all`.",
      "examples": [
        "design",
        [
          "design",
          "testing"
        ],
        "all"
      ]
    },
    "deselect": {
      "description": "`single` only. `false` (default): tapping the selected row keeps it selected. `true`: tapping it clears the selection.",
      "type": "boolean"
    },
    "min": {
      "description": "`multiple` only: the fewest items that may be selected.",
      "$ref": "#/definitions/count"
    },
    "max": {
      "description": "`multiple` only: the most items that may be selected.",
      "$ref": "#/definitions/count"
    },
    "all": {
      "description": "`multiple` only: adds a \"select all\" row. `true` for the defaults, or a mapping with `title`, `position` and `while_all`.",
      "oneOf": [
        {
          "type": "boolean"
        },
        {
          "$ref": "#/definitions/allRow"
        }
      ]
    },
    "edit_mode": {
      "description": "`multiple` only: rows can be selected only while the list is in edit mode (Mail's edit mode). Leaving edit mode clears the selection. A list in edit mode starts empty, so it takes no `default`.",
      "type": "boolean"
    },
    "summary": {
      "description": "Text describing the current selection, for a button or toolbar label. Placeholders: `{count}`, `{total}`, `{title}`.",
      "$ref": "#/definitions/summary"
    },
    "searchable": {
      "description": "Generate `search(_:)`, matching item titles and keywords.",
      "type": "boolean"
    },
    "localization": {
      "description": "Translate every text of the list through the app's localizer: `true` (table `PickLists`) or a mapping naming the strings table. Keys are built from the list's name and ids (`Fruit.banana.title`); `picklist strings` writes them into a String Catalog.",
      "oneOf": [
        {
          "type": "boolean"
        },
        {
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "table": {
              "description": "The strings table: `Groceries` reads `Groceries.xcstrings` or `<lang>.lproj/Groceries.strings`. Default: `PickLists`.",
              "type": "string",
              "pattern": "^[A-Za-z0-9_-][A-Za-z0-9_.-]*$"
            }
          }
        }
      ]
    },
    "doc": {
      "description": "Documentation comment for the generated type.",
      "$ref": "#/definitions/text"
    }
  },
  "oneOf": [
    {
      "required": [
        "items"
      ]
    },
    {
      "required": [
        "sections"
      ]
    }
  ],
  "allOf": [
    {
      "if": {
        "properties": {
          "selection": {
            "const": "single"
          }
        },
        "required": [
          "selection"
        ]
      },
      "then": {
        "properties": {
          "default": {
            "allOf": [
              {
                "$ref": "#/definitions/id"
              },
              {
                "not": {
                  "const": "all"
                }
              }
            ]
          },
          "min": false,
          "max": false,
          "all": false,
          "edit_mode": false
        }
      }
    },
    {
      "if": {
        "properties": {
          "selection": {
            "const": "multiple"
          }
        },
        "required": [
          "selection"
        ]
      },
      "then": {
        "properties": {
          "default": {
            "oneOf": [
              {
                "const": "all"
              },
              {
                "type": "array",
                "items": {
                  "$ref": "#/definitions/id"
                }
              }
            ]
          },
          "deselect": false
        }
      }
    },
    {
      "if": {
        "properties": {
          "edit_mode": {
            "const": true
          }
        },
        "required": [
          "edit_mode"
        ]
      },
      "then": {
        "properties": {
          "default": false
        }
      }
    }
  ],
  "definitions": {
    "text": {
      "description": "Text. A plain YAML scalar is read as text wherever text is expected, so `No`, `On` or `2024` are titles too.",
      "type": [
        "string",
        "number",
        "boolean",
        "null"
      ]
    },
    "id": {
      "description": "An item id: the raw value (`principalExcavationActivity`, `ID`), and the Swift case name once escaped.",
      "type": [
        "string",
        "number",
        "boolean",
        "null"
      ]
    },
    "count": {
      "type": "integer",
      "minimum": 0
    },
    "items": {
      "type": "array",
      "minItems": 1,
      "items": {
        "$ref": "#/definitions/item"
      }
    },
    "section": {
      "type": "object",
      "required": [
        "title",
        "items"
      ],
      "additionalProperties": false,
      "properties": {
        "title": {
          "description": "The section header.",
          "$ref": "#/definitions/text"
        },
        "id": {
          "description": "The section's id, the last part of its title's translation key (`Fruit.section.tropical`). Default: derived from the title as an item's id is.",
          "$ref": "#/definitions/id"
        },
        "items": {
          "description": "The section's items, in display order.",
          "$ref": "#/definitions/items"
        }
      }
    },
    "item": {
      "oneOf": [
        {
          "description": "The item's title; its id is derived from it (`Wi-Fi only` → `wiFiOnly`).",
          "$ref": "#/definitions/text"
        },
        {
          "$ref": "#/definitions/shortItem"
        },
        {
          "$ref": "#/definitions/fullItem"
        }
      ]
    },
    "shortItem": {
      "description": "`id: title`, one key.",
      "type": "object",
      "minProperties": 1,
      "maxProperties": 1,
      "propertyNames": {
        "not": {
          "enum": [
            "id",
            "title",
            "subtitle",
            "keywords",
            "enabled",
            "renamed_from",
            "swift_name",
            "doc"
          ]
        }
      },
      "additionalProperties": {
        "$ref": "#/definitions/text"
      }
    },
    "fullItem": {
      "description": "The full form of an item.",
      "type": "object",
      "required": [
        "title"
      ],
      "additionalProperties": false,
      "properties": {
        "id": {
          "description": "The id: the raw value stored when the selection is encoded, and the Swift case name once escaped (see `swift_name`). Default: derived from the title.",
          "$ref": "#/definitions/id"
        },
        "title": {
          "description": "The row's title.",
          "$ref": "#/definitions/text"
        },
        "subtitle": {
          "description": "Shown under the title.",
          "$ref": "#/definitions/text"
        },
        "keywords": {
          "description": "Extra words `search(_:)` matches.",
          "type": "array",
          "items": {
            "$ref": "#/definitions/text"
          }
        },
        "enabled": {
          "description": "`false`: the row is shown but can never be selected. Default `true`.",
          "type": "boolean"
        },
        "renamed_from": {
          "description": "Old ids of this item, still accepted when decoding a saved selection.",
          "type": "array",
          "items": {
            "$ref": "#/definitions/id"
          }
        },
        "swift_name": {
          "description": "The Swift case name, when the id makes a poor one (`- id: ID` / `swift_name: indonesia`). Default: the id, with `_` before a leading digit, backticks around a keyword and `_` after a name every generated list uses (`ID` → `ID_`). The raw value stays the id.",
          "type": "string"
        },
        "doc": {
          "description": "Documentation comment for the generated case.",
          "$ref": "#/definitions/text"
        }
      }
    },
    "allRow": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "title": {
          "description": "Title of the all-row. Default `All`.",
          "$ref": "#/definitions/text"
        },
        "position": {
          "description": "The all-row before (`first`, default) or after (`last`) the items.",
          "enum": [
            "first",
            "last"
          ]
        },
        "while_all": {
          "description": "What tapping an item does while every item is selected: `isolate` (default) keeps only that item, `exclude` deselects just that item, `lock` ignores the tap.",
          "enum": [
            "isolate",
            "exclude",
            "lock"
          ]
        }
      }
    },
    "summary": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "none": {
          "description": "Nothing selected. Default: empty.",
          "$ref": "#/definitions/text"
        },
        "one": {
          "description": "One item selected. Default `{title}`.",
          "$ref": "#/definitions/text"
        },
        "other": {
          "description": "Several selected. Default `{count} selected`.",
          "$ref": "#/definitions/text"
        },
        "all": {
          "description": "Every enabled item selected. Default: the `other` text.",
          "$ref": "#/definitions/text"
        }
      }
    }
  }
}
"""#
}
