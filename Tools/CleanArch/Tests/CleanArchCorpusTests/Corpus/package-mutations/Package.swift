// swift-tools-version: 6.0
import PackageDescription
import Foundation

var package = Package(
    name: "Mutated",
    products: [.library(name: "Mutated", targets: ["Mutated"])],
    targets: [.target(name: "Mutated")]
)

package.targets.append(.target(name: "Appended"))
package.targets += [.target(name: "PlusEquals", dependencies: ["Appended"])]
package.dependencies.append(contentsOf: [.package(path: "Vendor")])
package.targets.append(.target(name: "UsesUnknown", dependencies: ["NoSuchThing"]))

if Context.environment["EXTRA"] != nil {
    package.targets.append(.target(name: "OnlyWithExtra"))
}

if ProcessInfo.processInfo.environment["LEGACY"] == nil {
    package.targets.append(.target(name: "Modern"))
} else {
    package.targets.append(.target(name: "Legacy"))
}

#if os(Linux)
package.targets.append(.target(name: "LinuxOnly"))
#else
package.targets.append(.target(name: "OtherOS"))
#endif
