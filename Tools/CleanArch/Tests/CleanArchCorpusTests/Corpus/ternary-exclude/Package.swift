// swift-tools-version: 6.0
import PackageDescription
import Foundation

let flag = ProcessInfo.processInfo.environment["NOTES_INCLUDED"] != nil

let package = Package(
    name: "Notes",
    products: [.library(name: "Notes", targets: ["Notes"])],
    targets: [
        .target(name: "Notes", exclude: flag ? [] : ["notes.txt"]),
    ]
)
