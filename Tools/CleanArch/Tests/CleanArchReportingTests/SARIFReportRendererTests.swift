import CleanArchModel
import CleanArchReporting
import XCTest

final class SARIFReportRendererTests: XCTestCase {
    func testGolden() {
        XCTAssertEqual(SARIFReportRenderer().render(Fixtures.report), Self.golden)
    }

    func testValidWithRequiredKeysAndMatchingRuleIndices() throws {
        let log = try jsonObject(SARIFReportRenderer().render(Fixtures.report))
        XCTAssertNotNil(log["$schema"] as? String)
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        let runs = try XCTUnwrap(log["runs"] as? [[String: Any]])
        XCTAssertEqual(runs.count, 1)
        let driver = try XCTUnwrap((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "cleanarch")
        XCTAssertEqual(driver["version"] as? String, "1.0.0")
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        for rule in rules {
            XCTAssertNotNil(rule["shortDescription"] as? [String: String])
            XCTAssertNotNil(rule["fullDescription"] as? [String: String])
            XCTAssertNotNil(rule["help"] as? [String: String])
            XCTAssertNotNil(rule["defaultConfiguration"] as? [String: String])
        }
        let results = try XCTUnwrap(runs[0]["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 4)
        for result in results {
            let index = try XCTUnwrap(result["ruleIndex"] as? Int)
            XCTAssertEqual(rules[index]["id"] as? String, result["ruleId"] as? String)
            XCTAssertTrue(["error", "warning"].contains(result["level"] as? String))
            let location = try XCTUnwrap((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            XCTAssertEqual((location["artifactLocation"] as? [String: String])?["uriBaseId"], "SRCROOT")
            XCTAssertNotNil((location["region"] as? [String: Int])?["startLine"])
        }
        let baseIDs = try XCTUnwrap(runs[0]["originalUriBaseIds"] as? [String: [String: String]])
        XCTAssertEqual(baseIDs["SRCROOT"]?["uri"], "file:///work/main/")
    }

    func testUnknownRuleGetsADescriptorAndPathsArePercentEncoded() throws {
        let violation = Violation(
            rule: "zz-unknown", severity: .warning,
            location: SourceLocation(file: "My Dir/a:b.swift", line: 0, column: 0),
            message: "m"
        )
        let report = Report(violations: [violation], rules: Fixtures.rules, toolVersion: "1", workspaceRoot: "/my root/")
        let run = try XCTUnwrap((jsonObject(SARIFReportRenderer().render(report))["runs"] as? [[String: Any]])?.first)
        let rules = try XCTUnwrap((run["tool"] as? [String: Any]).flatMap { $0["driver"] as? [String: Any] }?["rules"] as? [[String: Any]])
        let result = try XCTUnwrap((run["results"] as? [[String: Any]])?.first)
        XCTAssertEqual(result["ruleIndex"] as? Int, 3)
        XCTAssertEqual(rules[3]["id"] as? String, "zz-unknown")
        XCTAssertEqual((rules[3]["defaultConfiguration"] as? [String: String])?["level"], "warning")
        let location = try XCTUnwrap((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        XCTAssertEqual((location["artifactLocation"] as? [String: String])?["uri"], "My%20Dir/a%3Ab.swift")
        XCTAssertNil(location["region"], "SARIF lines start at 1")
        XCTAssertEqual((run["originalUriBaseIds"] as? [String: [String: String]])?["SRCROOT"]?["uri"], "file:///my%20root/")
    }

    func testEmpty() throws {
        let run = try XCTUnwrap((jsonObject(SARIFReportRenderer().render(Fixtures.emptyReport))["runs"] as? [[String: Any]])?.first)
        XCTAssertEqual((run["results"] as? [Any])?.count, 0)
        let driver = (run["tool"] as? [String: Any])?["driver"] as? [String: Any]
        XCTAssertEqual((driver?["rules"] as? [Any])?.count, 0)
    }

    /// Fingerprints computed independently (FNV-1a 64 of `rule\0file\0message`).
    private static let golden = #"""
        {
          "$schema" : "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json",
          "runs" : [
            {
              "invocations" : [
                {
                  "executionSuccessful" : true,
                  "toolExecutionNotifications" : [
                    {
                      "level" : "warning",
                      "locations" : [
                        {
                          "physicalLocation" : {
                            "artifactLocation" : {
                              "uri" : "Core/Old.swift",
                              "uriBaseId" : "SRCROOT"
                            }
                          }
                        }
                      ],
                      "message" : {
                        "text" : "stale entry for api-no-logic: Old, gone: 50% (2 occurrences)"
                      }
                    }
                  ]
                }
              ],
              "originalUriBaseIds" : {
                "SRCROOT" : {
                  "uri" : "file:///work/main/"
                }
              },
              "results" : [
                {
                  "level" : "warning",
                  "locations" : [
                    {
                      "physicalLocation" : {
                        "artifactLocation" : {
                          "uri" : "Features/Cart/Package.swift",
                          "uriBaseId" : "SRCROOT"
                        },
                        "region" : {
                          "startColumn" : 13,
                          "startLine" : 20
                        }
                      }
                    }
                  ],
                  "message" : {
                    "text" : "CartImpl depends on PaymentImpl"
                  },
                  "partialFingerprints" : {
                    "cleanarch/v1" : "d5f2184279327108"
                  },
                  "ruleId" : "impl-not-on-impl",
                  "ruleIndex" : 1
                },
                {
                  "level" : "error",
                  "locations" : [
                    {
                      "physicalLocation" : {
                        "artifactLocation" : {
                          "uri" : "Features/Login/Package.swift",
                          "uriBaseId" : "SRCROOT"
                        },
                        "region" : {
                          "startColumn" : 9,
                          "startLine" : 14
                        }
                      }
                    }
                  ],
                  "message" : {
                    "text" : "LoginImpl depends on ProfileImpl, not ProfileAPI: 100% <coupling> & more"
                  },
                  "partialFingerprints" : {
                    "cleanarch/v1" : "c3f42c52ac03bfa9"
                  },
                  "ruleId" : "impl-not-on-impl",
                  "ruleIndex" : 1
                },
                {
                  "level" : "warning",
                  "locations" : [
                    {
                      "physicalLocation" : {
                        "artifactLocation" : {
                          "uri" : "Features/Login/Sources/LoginAPI/Login.swift",
                          "uriBaseId" : "SRCROOT"
                        },
                        "region" : {
                          "startColumn" : 1,
                          "startLine" : 3
                        }
                      }
                    }
                  ],
                  "message" : {
                    "text" : "Type `Login` has logic"
                  },
                  "partialFingerprints" : {
                    "cleanarch/v1" : "3bb6a8eaa8e450cc"
                  },
                  "ruleId" : "api-no-logic",
                  "ruleIndex" : 0
                },
                {
                  "level" : "warning",
                  "locations" : [
                    {
                      "physicalLocation" : {
                        "artifactLocation" : {
                          "uri" : "Features/Login/Sources/LoginAPI/Login.swift",
                          "uriBaseId" : "SRCROOT"
                        },
                        "region" : {
                          "startColumn" : 5,
                          "startLine" : 7
                        }
                      }
                    }
                  ],
                  "message" : {
                    "text" : "Function `validate()` has logic | move it\nsecond line"
                  },
                  "partialFingerprints" : {
                    "cleanarch/v1" : "d8271c6d00d7fcc4"
                  },
                  "ruleId" : "api-no-logic",
                  "ruleIndex" : 0
                }
              ],
              "tool" : {
                "driver" : {
                  "name" : "cleanarch",
                  "rules" : [
                    {
                      "defaultConfiguration" : {
                        "level" : "warning"
                      },
                      "fullDescription" : {
                        "text" : "Blueprint §3: APIs carry no behaviour."
                      },
                      "help" : {
                        "text" : "Move logic to the Impl target."
                      },
                      "id" : "api-no-logic",
                      "shortDescription" : {
                        "text" : "API targets hold protocols and plain values."
                      }
                    },
                    {
                      "defaultConfiguration" : {
                        "level" : "error"
                      },
                      "fullDescription" : {
                        "text" : "Blueprint §2: components talk through their APIs."
                      },
                      "help" : {
                        "text" : "Depend on the API target instead."
                      },
                      "id" : "impl-not-on-impl",
                      "shortDescription" : {
                        "text" : "Impl targets depend only on \"API\" targets."
                      }
                    },
                    {
                      "defaultConfiguration" : {
                        "level" : "warning"
                      },
                      "fullDescription" : {
                        "text" : "Blueprint §1."
                      },
                      "help" : {
                        "text" : "Move the file into a target."
                      },
                      "id" : "no-loose-sources",
                      "shortDescription" : {
                        "text" : "Every Swift file belongs to a target."
                      }
                    }
                  ],
                  "version" : "1.0.0"
                }
              }
            }
          ],
          "version" : "2.1.0"
        }

        """#
}
