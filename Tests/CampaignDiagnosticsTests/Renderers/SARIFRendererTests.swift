import CampaignDiagnostics
import XCTest

final class SARIFRendererTests: XCTestCase {
    private let rules = [
        RuleMetadata(
            code: .E201, title: "full message without an image",
            explanation: "The SDK discards a full message without an image.", help: "add an image"
        ),
        RuleMetadata(code: .W211, title: "image URL without an image extension", explanation: "Unknown extension."),
    ]

    func testTheLog() {
        let duplicate = Fixture.diagnostic(
            .E401, "campaign id `x` is used twice", "my dir/b.yaml", 1, 11, 1, 12,
            notes: [Note("the first is here", at: Fixture.location("a.yaml", 3, 11, 3, 12)), Note("no location")],
            fixIts: [FixIt("rename", range: Fixture.range(1, 11, 1, 12), replacement: "y")]
        )
        let report = DiagnosticReport(diagnostics: [duplicate, Fixture.e201], sources: [], files: 3, campaigns: 3)
        let renderer = SARIFDiagnosticRenderer(toolVersion: "1.2.3", informationURI: "https://example.com/campaignc", rules: rules)
        XCTAssertEqual(
            renderer.render(report),
            """
            {
              "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
              "runs": [
                {
                  "columnKind": "unicodeCodePoints",
                  "results": [
                    {
                      "level": "error",
                      "locations": [
                        {
                          "physicalLocation": {
                            "artifactLocation": {
                              "uri": "Samples/invalid/E201-full-without-image.yaml"
                            },
                            "region": {
                              "endColumn": 13,
                              "endLine": 6,
                              "startColumn": 9,
                              "startLine": 6
                            }
                          }
                        }
                      ],
                      "message": {
                        "text": "a full message needs an image"
                      },
                      "partialFingerprints": {
                        "campaignc/v1": "fd33dfb79fd21d1740c71549f2fff170"
                      },
                      "ruleId": "E201",
                      "ruleIndex": 0
                    },
                    {
                      "fixes": [
                        {
                          "artifactChanges": [
                            {
                              "artifactLocation": {
                                "uri": "my%20dir/b.yaml"
                              },
                              "replacements": [
                                {
                                  "deletedRegion": {
                                    "endColumn": 12,
                                    "endLine": 1,
                                    "startColumn": 11,
                                    "startLine": 1
                                  },
                                  "insertedContent": {
                                    "text": "y"
                                  }
                                }
                              ]
                            }
                          ],
                          "description": {
                            "text": "rename"
                          }
                        }
                      ],
                      "level": "error",
                      "locations": [
                        {
                          "physicalLocation": {
                            "artifactLocation": {
                              "uri": "my%20dir/b.yaml"
                            },
                            "region": {
                              "endColumn": 12,
                              "endLine": 1,
                              "startColumn": 11,
                              "startLine": 1
                            }
                          }
                        }
                      ],
                      "message": {
                        "text": "campaign id `x` is used twice"
                      },
                      "partialFingerprints": {
                        "campaignc/v1": "966d1e4772b28e88790fcfc72ce21a36"
                      },
                      "relatedLocations": [
                        {
                          "id": 0,
                          "message": {
                            "text": "the first is here"
                          },
                          "physicalLocation": {
                            "artifactLocation": {
                              "uri": "a.yaml"
                            },
                            "region": {
                              "endColumn": 12,
                              "endLine": 3,
                              "startColumn": 11,
                              "startLine": 3
                            }
                          }
                        }
                      ],
                      "ruleId": "E401"
                    }
                  ],
                  "tool": {
                    "driver": {
                      "informationUri": "https://example.com/campaignc",
                      "name": "campaignc",
                      "rules": [
                        {
                          "defaultConfiguration": {
                            "level": "error"
                          },
                          "fullDescription": {
                            "text": "The SDK discards a full message without an image."
                          },
                          "help": {
                            "text": "add an image"
                          },
                          "id": "E201",
                          "shortDescription": {
                            "text": "full message without an image"
                          }
                        },
                        {
                          "defaultConfiguration": {
                            "level": "warning"
                          },
                          "fullDescription": {
                            "text": "Unknown extension."
                          },
                          "id": "W211",
                          "shortDescription": {
                            "text": "image URL without an image extension"
                          }
                        }
                      ],
                      "version": "1.2.3"
                    }
                  }
                }
              ],
              "version": "2.1.0"
            }

            """
        )
    }

    func testCompactStyleAndLevelsFollowThePolicy() {
        let warning = Fixture.diagnostic(.W211, "w", "a.yaml", 1, 1, 1, 2)
        let promoted = SeverityPolicy(warningsAsErrors: true).apply([warning])
        let report = DiagnosticReport(diagnostics: promoted, sources: [], campaigns: 0)
        let renderer = SARIFDiagnosticRenderer(toolVersion: "0.1.0", rules: [], style: .compact)
        XCTAssertEqual(
            renderer.render(report),
            #"{"$schema":"https://json.schemastore.org/sarif-2.1.0.json","runs":[{"columnKind":"unicodeCodePoints","#
                + #""results":[{"level":"error","locations":[{"physicalLocation":{"artifactLocation":{"uri":"a.yaml"},"#
                + #""region":{"endColumn":2,"endLine":1,"startColumn":1,"startLine":1}}}],"message":{"text":"w"},"#
                + #""partialFingerprints":{"campaignc/v1":"b125dc9109832e329378b2a4e166ed3c"},"#
                + #""ruleId":"W211"}],"tool":{"driver":{"name":"campaignc","rules":[],"version":"0.1.0"}}}],"#
                + #""version":"2.1.0"}"# + "\n"
        )
    }

    func testURIReferences() {
        XCTAssertEqual(SARIFDiagnosticRenderer.uriReference(forPath: "Samples/valid/a-b_c.~1.yaml"), "Samples/valid/a-b_c.~1.yaml")
        XCTAssertEqual(SARIFDiagnosticRenderer.uriReference(forPath: "my dir/a b.yaml"), "my%20dir/a%20b.yaml")
        XCTAssertEqual(SARIFDiagnosticRenderer.uriReference(forPath: "<stdin>"), "%3Cstdin%3E")
        XCTAssertEqual(SARIFDiagnosticRenderer.uriReference(forPath: "c:d/50%?#[x]\\.yaml"), "c%3Ad/50%25%3F%23%5Bx%5D%5C.yaml")
        XCTAssertEqual(SARIFDiagnosticRenderer.uriReference(forPath: "ä/é.yaml"), "%C3%A4/%C3%A9.yaml")
        XCTAssertEqual(SARIFDiagnosticRenderer.uriReference(forPath: "../a(1)+b,c;d=e@f!$&'*.yaml"), "../a(1)+b,c;d=e@f!$&'*.yaml")
    }
}
