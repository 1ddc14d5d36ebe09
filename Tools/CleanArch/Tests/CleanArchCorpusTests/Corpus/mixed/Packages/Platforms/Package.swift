// swift-tools-version: 6.0
import PackageDescription

var package = Package(
    name: "Platforms",
    targets: [
        .target(name: "Common"),
        .target(name: "Lonely", dependencies: ["Common", "Vendored"]),
    ]
)

#if os(Linux)
package.targets.append(.target(name: "LinuxBits", dependencies: ["Common"]))
#else
package.targets.append(.target(name: "AppleBits", dependencies: ["Common"]))
#endif
