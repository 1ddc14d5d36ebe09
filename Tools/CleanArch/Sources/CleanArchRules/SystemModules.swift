/// Modules that come with the toolchain or the OS: importable without a declared dependency.
enum SystemModules {
    static let all: Set<String> = [
        "Swift", "_Concurrency", "_StringProcessing", "RegexBuilder", "Distributed", "Observation", "Synchronization",
        "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking", "FoundationXML",
        "CoreFoundation", "Dispatch", "Glibc", "Musl", "Darwin", "WinSDK", "Android", "Bionic", "os",
        "XCTest", "Testing", "Combine", "SwiftUI", "UIKit", "AppKit", "WatchKit", "CoreData", "SwiftData",
        "Security", "LocalAuthentication", "CryptoKit", "Network", "CoreGraphics", "QuartzCore", "Accessibility",
        "SQLite3", "CSQLite", "ObjectiveC", "simd", "Cxx", "CxxStdlib",
    ]
}
