import CleanArchModel
import CleanArchParsing
import CleanArchTestSupport
import XCTest

final class ConfigurationLoaderTests: XCTestCase {
    func testFullConfiguration() throws {
        let configuration = try ConfigurationLoader.parse(yaml: """
        exclude: ["Gateway/**", "**/Generated/*.swift"]
        rules:
          no-loose-sources: {severity: off}
          api-no-logic:
            severity: warning
            exclude: ["Core/**"]
        roles:
          DataBase: {kind: impl, layer: data}
          Tools: {layer: other}
        forbidden_in_use_cases: [SwiftUI]
        allowed_platform_packages: [reactive]
        allowed_platform_modules: []
        di_libraries: [Swinject]
        """)
        XCTAssertEqual(configuration, Configuration(
            exclude: ["Gateway/**", "**/Generated/*.swift"],
            rules: [
                "no-loose-sources": .init(severity: "off"),
                "api-no-logic": .init(severity: "warning", exclude: ["Core/**"]),
            ],
            roles: ["DataBase": Role(kind: .impl, layer: .data), "Tools": Role(kind: nil, layer: .other)],
            forbiddenInUseCases: ["SwiftUI"],
            allowedPlatformPackages: ["reactive"],
            allowedPlatformModules: [],
            diLibraries: ["Swinject"]
        ))
    }

    func testStrictDoublesIsABoolean() throws {
        XCTAssertTrue(try ConfigurationLoader.parse(yaml: "strict_doubles: true").strictDoubles)
        XCTAssertFalse(try ConfigurationLoader.parse(yaml: "strict_doubles: false").strictDoubles)
        XCTAssertFalse(try ConfigurationLoader.parse(yaml: "").strictDoubles)
        XCTAssertThrowsError(try ConfigurationLoader.parse(yaml: "strict_doubles: sometimes"))
    }

    func testEmptyDocumentMeansDefaults() throws {
        XCTAssertEqual(try ConfigurationLoader.parse(yaml: ""), Configuration())
        XCTAssertEqual(try ConfigurationLoader.parse(yaml: "# nothing\nexclude:\n"), Configuration())
    }

    func testBadConfigurationsNameTheKey() {
        let cases: [(yaml: String, keyPath: String, fragment: String)] = [
            ("exclud: []", "exclud", "unknown key"),
            ("exclude: Gateway", "exclude", "list of strings"),
            ("exclude: [a, [b]]", "exclude[1]", "expected a string"),
            ("rules: {layout: {severity: fatal}}", "rules.layout.severity", "found `fatal`"),
            ("rules: {layout: {level: error}}", "rules.layout.level", "unknown key"),
            ("roles: {X: {kind: api}}", "roles.X", "missing `layer`"),
            ("roles: {X: {layer: domain}}", "roles.X.layer", "expected one of useCase"),
            ("- a\n- b", "", "expected a mapping"),
            ("exclude: [a", "", "invalid YAML"),
            ("exclude: []\nexclude: []", "", "duplicated key"),
            ("rules: {[a]: {}}", "rules", "keys must be strings"),
        ]
        for (yaml, keyPath, fragment) in cases {
            XCTAssertThrowsError(try ConfigurationLoader.parse(yaml: yaml), yaml) { error in
                guard let error = error as? ConfigurationError else { return XCTFail("\(error)") }
                XCTAssertEqual(error.keyPath, keyPath, "\(yaml): \(error)")
                XCTAssertTrue(error.message.contains(fragment), "\(yaml): \(error)")
            }
        }
    }

    func testErrorDescriptionHasFileLineAndKey() throws {
        let workspace = try TemporaryWorkspace()
        try workspace.write(".cleanarch.yml", "exclude: []\nrules:\n  layout: {severity: loud}\n")
        XCTAssertThrowsError(try WorkspaceLoader().load(root: workspace.url, configuration: nil)) { error in
            let description = String(describing: error)
            XCTAssertTrue(description.hasSuffix(".cleanarch.yml:3: `rules.layout.severity`: expected one of error, warning, off, found `loud`"),
                          description)
        }
    }

    func testLoaderReadsConfigurationAtRoot() throws {
        let workspace = try TemporaryWorkspace()
        try workspace.write(".cleanarch.yml", "di_libraries: [Needle]\n")
        let result = try WorkspaceLoader().load(root: workspace.url, configuration: nil)
        XCTAssertEqual(result.workspace.configuration.diLibraries, ["Needle"])
        let explicit = try WorkspaceLoader().load(root: workspace.url, configuration: Configuration())
        XCTAssertEqual(explicit.workspace.configuration, Configuration())
    }
}
