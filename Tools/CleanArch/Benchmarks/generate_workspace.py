#!/usr/bin/env python3
"""Generates a synthetic blueprint-style workspace for cleanarch benchmarks.

Each feature is a UseCase component: an API package (six protocols, a namespace, a
TestDoubles target) and an Impl package (an implementation and a test), as blueprint 000
lays them out. Every feature's Impl also uses the previous feature's API, and a root
package's composition root registers every implementation.

    generate_workspace.py OUT_DIR [--features 2000]

The defaults give 4,000 feature packages with about 8,000 Swift source files and 190,000
lines (manifests not counted), and 12,000 protocols.
"""
import argparse
import os
import shutil

API_MANIFEST = """// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "{n}UseCaseAPI",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "{n}UseCaseAPI", targets: ["{n}UseCaseAPI"]),
        .library(name: "{n}UseCaseAPITestDoubles", targets: ["{n}UseCaseAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/Reactive"),
    ],
    targets: [
        .target(
            name: "{n}UseCaseAPI",
            dependencies: [.product(name: "Reactive", package: "Reactive")]
        ),
        .target(
            name: "{n}UseCaseAPITestDoubles",
            dependencies: ["{n}UseCaseAPI"],
            path: "Tests/{n}UseCaseAPITestDoubles"
        ),
    ]
)
"""

IMPL_MANIFEST = """// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "{n}UseCaseImpl",
    platforms: [.macOS(.v15)],
    products: [.library(name: "{n}UseCaseImpl", targets: ["{n}UseCaseImpl"])],
    dependencies: [
        .package(path: "../{n}UseCaseAPI"),{prev_dep}
        .package(url: "https://github.com/hmlongco/Resolver.git", from: "1.5.1"),
    ],
    targets: [
        .target(
            name: "{n}UseCaseImpl",
            dependencies: [
                .product(name: "{n}UseCaseAPI", package: "{n}UseCaseAPI"),{prev_product}
                .product(name: "Resolver", package: "Resolver"),
            ]
        ),
        .testTarget(
            name: "{n}UseCaseImplTests",
            dependencies: [
                "{n}UseCaseImpl",
                .product(name: "{n}UseCaseAPI", package: "{n}UseCaseAPI"),
                .product(name: "{n}UseCaseAPITestDoubles", package: "{n}UseCaseAPI"),
            ]
        ),
    ]
)
"""

PROTOCOL = """
public protocol {n}Step{k}Protocol: Sendable {{
    func runStep{k}(input: {n}UseCaseNameSpace.Input) async throws -> {n}UseCaseNameSpace.Output
}}
"""

NAMESPACE = """import Reactive

/// Domain models of the {n} use case.
public enum {n}UseCaseNameSpace {{
    public struct Input: Equatable, Sendable {{
        public let identifier: String
        public let amountMinorUnits: Int

        public init(identifier: String, amountMinorUnits: Int) {{
            self.identifier = identifier
            self.amountMinorUnits = amountMinorUnits
        }}
    }}

    public struct Output: Equatable, Sendable {{
        public let accepted: Bool
    }}

    public enum Errors: Error, Equatable, Sendable {{
        case invalidInput
    }}
}}
"""

DOUBLE = """import {n}UseCaseAPI

/// Stub for `{n}Step1Protocol`.
public final class {n}Step1Stub: {n}Step1Protocol, @unchecked Sendable {{
    public var runStep1Result: Result<{n}UseCaseNameSpace.Output, Error> = .failure({n}UseCaseNameSpace.Errors.invalidInput)
    public private(set) var runStep1CallCount = 0

    public init() {{}}

    public func runStep1(input: {n}UseCaseNameSpace.Input) async throws -> {n}UseCaseNameSpace.Output {{
        runStep1CallCount += 1
        return try runStep1Result.get()
    }}
}}
"""

IMPL = """import {n}UseCaseAPI{prev_import}
import Resolver

/// The {n} use case: validates the input and runs step 1 before step 2.
public final class {n}UseCaseImpl: @unchecked Sendable {{
    private let step: {n}Step1Protocol

    public init(step: {n}Step1Protocol = Resolver.resolve()) {{
        self.step = step
    }}
}}

extension {n}UseCaseImpl: {n}Step2Protocol {{
    public func runStep2(input: {n}UseCaseNameSpace.Input) async throws -> {n}UseCaseNameSpace.Output {{
        guard input.amountMinorUnits > 0, !input.identifier.isEmpty else {{
            throw {n}UseCaseNameSpace.Errors.invalidInput
        }}
        return try await step.runStep1(input: input)
    }}
}}
"""

TEST = """import XCTest
import {n}UseCaseAPI
import {n}UseCaseAPITestDoubles
import {n}UseCaseImpl

final class {n}UseCaseImplTests: XCTestCase {{
    func testRefusesEmptyIdentifier() async {{
        let stub = {n}Step1Stub()
        let sut = {n}UseCaseImpl(step: stub)
        let output = try? await sut.runStep2(input: .init(identifier: "", amountMinorUnits: 100))
        XCTAssertNil(output)
        XCTAssertEqual(stub.runStep1CallCount, 0)
    }}
}}
"""


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as handle:
        handle.write(text)


def generate(out, features):
    if os.path.exists(out):
        shutil.rmtree(out)
    names = [f"Feature{i:04d}" for i in range(features)]
    for index, n in enumerate(names):
        p = names[index - 1] if index else None
        base = f"{out}/Features/{n}/UseCases/{n}UseCase"
        write(f"{base}/{n}UseCaseAPI/Package.swift", API_MANIFEST.format(n=n))
        write(f"{base}/{n}UseCaseAPI/Sources/{n}UseCaseAPI/{n}UseCaseAPI.swift",
              NAMESPACE.format(n=n) + "".join(PROTOCOL.format(n=n, k=k) for k in range(1, 7)))
        write(f"{base}/{n}UseCaseAPI/Tests/{n}UseCaseAPITestDoubles/{n}Step1Stub.swift", DOUBLE.format(n=n))
        rel = f"../../../../{p}/UseCases/{p}UseCase/{p}UseCaseAPI" if p else ""
        write(f"{base}/{n}UseCaseImpl/Package.swift", IMPL_MANIFEST.format(
            n=n,
            prev_dep=f'\n        .package(path: "{rel}"),' if p else "",
            prev_product=f'\n                .product(name: "{p}UseCaseAPI", package: "{p}UseCaseAPI"),' if p else "",
        ))
        write(f"{base}/{n}UseCaseImpl/Sources/{n}UseCaseImpl/{n}UseCaseImpl.swift", IMPL.format(
            n=n,
            prev_import=f"\nimport {p}UseCaseAPI" if p else "",
        ))
        write(f"{base}/{n}UseCaseImpl/Tests/{n}UseCaseImplTests/{n}UseCaseImplTests.swift", TEST.format(n=n))
    registrations = "".join(
        f"        register {{ {n}UseCaseImpl() }}\n            .implements({n}Step2Protocol.self)\n            .scope(.shared)\n"
        for n in names
    )
    imports = "".join(f"import {n}UseCaseAPI\nimport {n}UseCaseImpl\n" for n in names)
    write(f"{out}/PayRed/DI/DIRegisterar.swift",
          f"{imports}import Resolver\n\nextension Resolver: @retroactive ResolverRegistering {{\n"
          f"    public static func registerAllServices() {{\n{registrations}    }}\n}}\n")
    products = "".join(
        f'                .product(name: "{n}UseCaseAPI", package: "{n}UseCaseAPI"),\n'
        f'                .product(name: "{n}UseCaseImpl", package: "{n}UseCaseImpl"),\n' for n in names
    )
    packages = "".join(
        f'        .package(path: "Features/{n}/UseCases/{n}UseCase/{n}UseCaseAPI"),\n'
        f'        .package(path: "Features/{n}/UseCases/{n}UseCase/{n}UseCaseImpl"),\n' for n in names
    )
    write(f"{out}/Package.swift",
          '// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n    name: "PayRed",\n'
          f'    dependencies: [\n{packages}'
          '        .package(url: "https://github.com/hmlongco/Resolver.git", from: "1.5.1"),\n    ],\n'
          '    targets: [\n        .target(\n            name: "PayRedDI",\n            dependencies: [\n'
          f'{products}                .product(name: "Resolver", package: "Resolver"),\n            ],\n'
          '            path: "PayRed/DI"\n        ),\n    ]\n)\n')
    write(f"{out}/Core/Reactive/Package.swift",
          '// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n    name: "Reactive",\n'
          '    products: [.library(name: "Reactive", targets: ["Reactive"])],\n    targets: [.target(name: "Reactive")]\n)\n')
    write(f"{out}/Core/Reactive/Sources/Reactive/Reactive.swift", "/// Reactive primitives.\npublic enum Reactive {}\n")


def count(out):
    files = lines = 0
    for folder, _, names in os.walk(out):
        for name in names:
            if name.endswith(".swift") and name != "Package.swift":
                files += 1
                with open(os.path.join(folder, name)) as handle:
                    lines += sum(1 for _ in handle)
    return files, lines


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", help="the directory to create (replaced if it exists)")
    parser.add_argument("--features", type=int, default=2000, help="number of features (2 packages each)")
    args = parser.parse_args()
    generate(args.out, args.features)
    files, lines = count(args.out)
    print(f"{args.out}: {args.features * 2 + 2} packages, {files} Swift source files, {lines} lines (manifests not counted)")
