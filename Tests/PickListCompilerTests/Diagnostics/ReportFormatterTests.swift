import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import PickListCompiler

/// The CI report formats (SARIF, JUnit, GitLab Code Quality, Checkstyle), asserted byte for
/// byte on small cases. `make report-formats-check` feeds real consumers their output.
@Suite struct ReportFormatterTests {
    typealias Fixture = DiagnosticFormatterTests

    static let warning = Diagnostic.warning(
        "duplicate-title", "two items show 'A & <B>'",
        at: SourceLocation(file: Fixture.path, line: 4, column: 4))

    private func report(_ format: DiagnosticFormat, _ diagnostics: [Diagnostic], files: [String] = [Fixture.path], strict: Bool = false) -> String {
        DiagnosticFormatter(format: format, sources: Dictionary(uniqueKeysWithValues: files.map { ($0, "") }), strict: strict)
            .string(for: diagnostics, fileCount: files.count)
    }

    // MARK: SARIF

    @Test func sarif_describesRulesAndLocatesResultsWithRelatedNotes() {
        let rules = [RuleDocumentation(id: "duplicate-key", severity: .error, reportedWhen: "a mapping has the same key twice (`a: 1`); the first is kept", fix: "remove one key")]
        let output = SARIFDiagnosticFormatter(documentedRules: rules).string(for: [Fixture.duplicate, Fixture.unknownKey, Fixture.wholeFile])
        let fingerprints = GitLabDiagnosticFormatter.fingerprints(for: [Fixture.duplicate, Fixture.unknownKey, Fixture.wholeFile])
        #expect(output == """
            {
              "$schema": "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json",
              "version": "2.1.0",
              "runs": [
                {
                  "tool": {
                    "driver": {
                      "name": "picklist",
                      "version": "\(PickListVersion.current)",
                      "semanticVersion": "\(PickListVersion.current)",
                      "rules": [
                        {
                          "id": "duplicate-key",
                          "shortDescription": {
                            "text": "A mapping has the same key twice."
                          },
                          "fullDescription": {
                            "text": "Reported when a mapping has the same key twice (`a: 1`); the first is kept."
                          },
                          "help": {
                            "text": "Reported when a mapping has the same key twice (`a: 1`); the first is kept.\\nFix: remove one key.",
                            "markdown": "**Reported when** a mapping has the same key twice (`a: 1`); the first is kept.\\n\\n**Fix:** remove one key."
                          },
                          "defaultConfiguration": {
                            "level": "error"
                          }
                        },
                        {
                          "id": "unknown-key"
                        },
                        {
                          "id": "missing-path"
                        }
                      ]
                    }
                  },
                  "columnKind": "unicodeCodePoints",
                  "results": [
                    {
                      "ruleId": "duplicate-key",
                      "ruleIndex": 0,
                      "level": "error",
                      "message": {
                        "text": "duplicate key 'title'; the first one is used"
                      },
                      "locations": [
                        {
                          "physicalLocation": {
                            "artifactLocation": {
                              "uri": "specs/purpose.picklist.yml",
                              "uriBaseId": "%SRCROOT%"
                            },
                            "region": {
                              "startLine": 5,
                              "startColumn": 1
                            }
                          }
                        }
                      ],
                      "relatedLocations": [
                        {
                          "id": 0,
                          "physicalLocation": {
                            "artifactLocation": {
                              "uri": "specs/purpose.picklist.yml",
                              "uriBaseId": "%SRCROOT%"
                            },
                            "region": {
                              "startLine": 1,
                              "startColumn": 1
                            }
                          },
                          "message": {
                            "text": "'title' first defined here"
                          }
                        }
                      ],
                      "partialFingerprints": {
                        "picklistFingerprint/v1": "\(fingerprints[0])"
                      }
                    },
                    {
                      "ruleId": "unknown-key",
                      "ruleIndex": 1,
                      "level": "error",
                      "message": {
                        "text": "unknown key 'selction'\\ndid you mean 'selection'?"
                      },
                      "locations": [
                        {
                          "physicalLocation": {
                            "artifactLocation": {
                              "uri": "specs/purpose.picklist.yml",
                              "uriBaseId": "%SRCROOT%"
                            },
                            "region": {
                              "startLine": 2,
                              "startColumn": 1
                            }
                          }
                        }
                      ],
                      "partialFingerprints": {
                        "picklistFingerprint/v1": "\(fingerprints[1])"
                      }
                    },
                    {
                      "ruleId": "missing-path",
                      "ruleIndex": 2,
                      "level": "error",
                      "message": {
                        "text": "no such file or directory: 'nope'"
                      },
                      "locations": [
                        {
                          "physicalLocation": {
                            "artifactLocation": {
                              "uri": "nope",
                              "uriBaseId": "%SRCROOT%"
                            }
                          }
                        }
                      ],
                      "partialFingerprints": {
                        "picklistFingerprint/v1": "\(fingerprints[2])"
                      }
                    }
                  ]
                }
              ]
            }

            """)
    }

    @Test func sarif_describesEveryDocumentedRule_andPointsResultsAtThem() throws {
        let output = report(.sarif, [Fixture.placeless, Self.warning])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == RuleDocumentation.all.map(\.id))
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["level"] as? String } == ["warning"])
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }
        #expect(results.count == 1)
    }

    /// GitHub code scanning rejects a whole log when one result has no location, so a problem
    /// with no path is a notification of the tool's run instead.
    @Test func sarif_problemWithNoPath_isAToolExecutionNotification() throws {
        let output = report(.sarif, [Fixture.placeless, Self.warning])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["duplicate-title"])
        #expect(results.allSatisfy { ($0["locations"] as? [Any])?.count == 1 })
        #expect(output.contains("""
                  "invocations": [
                    {
                      "executionSuccessful": false,
                      "toolExecutionNotifications": [
                        {
                          "level": "error",
                          "message": {
                            "text": "cannot write 'out': no space left on device"
                          },
                          "descriptor": {
                            "id": "write-failed"
                          }
                        }
                      ]
                    }
                  ],
            """))
    }

    @Test func sarif_uris_percentEncodeAndGiveAbsolutePathsTheFileScheme() {
        #expect(SARIFDiagnosticFormatter.uri(for: "specs/a b%#.picklist.yml") == "specs/a%20b%25%23.picklist.yml")
        #expect(SARIFDiagnosticFormatter.uri(for: "/tmp/Zürich.picklist.yml") == "file:///tmp/Z%C3%BCrich.picklist.yml")
    }

    @Test func sarif_cleanRun_isALogWithNoResults() {
        #expect(report(.sarif, []).contains("\"results\": []\n"))
    }

    // MARK: JUnit

    @Test func junit_oneTestCasePerFile_aFailurePerError_warningsAsOutput() {
        let output = report(.junit, [Fixture.unknownKey, Self.warning, Fixture.duplicate, Fixture.placeless],
                            files: [Fixture.path, "specs/clean.picklist.yml"])
        #expect(output == """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="picklist" tests="3" failures="3" errors="0">
              <testsuite name="picklist" tests="3" failures="3" errors="0" skipped="0">
                <testcase name="picklist" classname="picklist">
                  <failure message="cannot write &apos;out&apos;: no space left on device" type="write-failed">error: cannot write &apos;out&apos;: no space left on device [write-failed]</failure>
                </testcase>
                <testcase name="specs/clean.picklist.yml" classname="picklist"/>
                <testcase name="specs/purpose.picklist.yml" classname="picklist">
                  <failure message="unknown key &apos;selction&apos;" type="unknown-key">specs/purpose.picklist.yml:2:1: error: unknown key &apos;selction&apos; [unknown-key]&#10;  did you mean &apos;selection&apos;?</failure>
                  <failure message="duplicate key &apos;title&apos;; the first one is used" type="duplicate-key">specs/purpose.picklist.yml:5:1: error: duplicate key &apos;title&apos;; the first one is used [duplicate-key]&#10;specs/purpose.picklist.yml:1:1: note: &apos;title&apos; first defined here</failure>
                  <system-out>specs/purpose.picklist.yml:4:4: warning: two items show &apos;A &amp; &lt;B&gt;&apos; [duplicate-title]</system-out>
                </testcase>
              </testsuite>
            </testsuites>

            """)
    }

    @Test func junit_strict_makesWarningsFailures() {
        let output = report(.junit, [Self.warning], strict: true)
        #expect(output.contains(#"<testsuites name="picklist" tests="1" failures="1" errors="0">"#))
        #expect(output.contains(#"<failure message="two items show &apos;A &amp; &lt;B&gt;&apos;" type="duplicate-title">"#))
        #expect(!output.contains("<system-out>"))
    }

    // MARK: GitLab Code Quality

    @Test func gitlab_listsIssuesWithFingerprintsSeveritiesAndPositions() {
        let output = report(.gitlab, [Fixture.unknownKey, Self.warning, Fixture.wholeFile, Fixture.placeless])
        let fingerprints = GitLabDiagnosticFormatter.fingerprints(for: [Fixture.unknownKey, Self.warning, Fixture.wholeFile, Fixture.placeless])
        #expect(output == """
            [
              {
                "description": "unknown key 'selction' (did you mean 'selection'?)",
                "check_name": "unknown-key",
                "fingerprint": "\(fingerprints[0])",
                "severity": "major",
                "location": {
                  "path": "specs/purpose.picklist.yml",
                  "positions": {
                    "begin": {
                      "line": 2,
                      "column": 1
                    }
                  }
                }
              },
              {
                "description": "two items show 'A & <B>'",
                "check_name": "duplicate-title",
                "fingerprint": "\(fingerprints[1])",
                "severity": "minor",
                "location": {
                  "path": "specs/purpose.picklist.yml",
                  "positions": {
                    "begin": {
                      "line": 4,
                      "column": 4
                    }
                  }
                }
              },
              {
                "description": "no such file or directory: 'nope'",
                "check_name": "missing-path",
                "fingerprint": "\(fingerprints[2])",
                "severity": "major",
                "location": {
                  "path": "nope",
                  "lines": {
                    "begin": 1
                  }
                }
              },
              {
                "description": "cannot write 'out': no space left on device",
                "check_name": "write-failed",
                "fingerprint": "\(fingerprints[3])",
                "severity": "major",
                "location": {
                  "path": ".",
                  "lines": {
                    "begin": 1
                  }
                }
              }
            ]

            """)
    }

    @Test func gitlab_fingerprint_isSHA256OfRulePathDescriptionAndOccurrence() {
        let expected = SHA256.hex(Array("unknown-key\0specs/purpose.picklist.yml\0unknown key 'selction' (did you mean 'selection'?)\u{0}0".utf8))
        #expect(GitLabDiagnosticFormatter.fingerprints(for: [Fixture.unknownKey]) == [expected])
    }

    @Test func gitlab_fingerprint_ignoresTheLine_butTellsRepeatsApart() {
        var moved = Fixture.unknownKey
        moved.location?.line += 10
        let first = GitLabDiagnosticFormatter.fingerprints(for: [Fixture.unknownKey])
        #expect(GitLabDiagnosticFormatter.fingerprints(for: [moved]) == first)
        let twice = GitLabDiagnosticFormatter.fingerprints(for: [Fixture.unknownKey, moved])
        #expect(twice[0] == first[0])
        #expect(twice[1] != twice[0])
    }

    @Test func gitlab_cleanRun_isAnEmptyArray() {
        #expect(report(.gitlab, []) == "[]\n")
    }

    // MARK: Checkstyle

    @Test func checkstyle_listsEveryFileWithItsErrors() {
        let output = report(.checkstyle, [Fixture.wholeFile, Fixture.duplicate, Self.warning],
                            files: [Fixture.path, "specs/clean.picklist.yml"])
        #expect(output == """
            <?xml version="1.0" encoding="UTF-8"?>
            <checkstyle version="4.3">
              <file name="nope">
                <error severity="error" message="no such file or directory: &apos;nope&apos;" source="picklist.missing-path"/>
              </file>
              <file name="specs/clean.picklist.yml"/>
              <file name="specs/purpose.picklist.yml">
                <error line="5" column="1" severity="error" message="duplicate key &apos;title&apos;; the first one is used&#10;note: specs/purpose.picklist.yml:1:1: &apos;title&apos; first defined here" source="picklist.duplicate-key"/>
                <error line="4" column="4" severity="warning" message="two items show &apos;A &amp; &lt;B&gt;&apos;" source="picklist.duplicate-title"/>
              </file>
            </checkstyle>

            """)
    }

    // MARK: Escaping

    @Test func xml_escapesMarkup_keepsLineBreaks_andShowsCharactersXMLCannotHold() {
        #expect(XMLText.escaped("a<b>&\"c\"'d'\te\nf\rg") == "a&lt;b&gt;&amp;&quot;c&quot;&apos;d&apos;&#9;e&#10;f&#13;g")
        #expect(XMLText.escaped("\u{0}\u{1B}[31m\u{7F}\u{202E}x\u{FFFE}é") == "\\0\\u{1B}[31m\\u{7F}\\u{202E}x\\u{FFFE}é")
    }

    @Test func everyXMLFormat_parsesWithControlCharactersInMessagesAndPaths() throws {
        let hostile = Diagnostic.error(
            "r", "title 'a\u{1B}[2J]]><x/>&amp;\u{0}'", at: SourceLocation(file: "odd\u{1}<dir>/\"a\".picklist.yml", line: 1, column: 1),
            notes: [Diagnostic.Note("\u{202E}note", at: SourceLocation(file: "n&m.yml", line: 2, column: 3))])
        for format in [DiagnosticFormat.junit, .checkstyle] {
            let output = report(format, [hostile], files: [])
            let document = try XMLDocument(data: Data(output.utf8))
            #expect(document.rootElement() != nil)
            #expect(!output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        }
    }

    @Test func everyJSONFormat_parsesWithControlCharactersInMessagesAndPaths() throws {
        let hostile = Diagnostic.error("r", "a\"\\\u{1B}\u{202E}\u{0}", at: SourceLocation(file: "p\u{1}\"q", line: 1, column: 1))
        for format in [DiagnosticFormat.sarif, .gitlab] {
            let output = report(format, [hostile], files: [])
            #expect(try JSONSerialization.jsonObject(with: Data(output.utf8)) is [Any] || format == .sarif)
            #expect(!output.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || $0 == "\u{202E}" })
        }
    }
}
