/// The modules each platform's SDK and the Swift toolchain provide: importable without a
/// declared dependency. The lists cover the current SDKs; `.cleanarch.yml`'s `system_modules`
/// adds more, and `import-declared` also asks the installed toolchain (`ToolchainModules`).
public enum PlatformModules {
    /// A platform family whose SDK provides its own modules.
    public enum Platform: String, CaseIterable, Sendable {
        case apple, linux, windows, wasi, android
    }

    /// Modules of the Swift toolchain itself, on every platform.
    public static let toolchain: Set<String> = [
        "Swift", "_Concurrency", "_StringProcessing", "_Differentiation", "RegexBuilder", "Distributed",
        "Observation", "Synchronization", "Cxx", "CxxStdlib", "SwiftOnoneSupport", "_Volatile",
        "Foundation", "FoundationEssentials", "FoundationInternationalization", "Dispatch", "XCTest", "Testing",
    ]

    /// Modules of one platform's SDK or C library.
    public static func modules(of platform: Platform) -> Set<String> {
        switch platform {
        case .apple: apple
        case .linux: ["Glibc", "Musl", "CoreFoundation", "FoundationNetworking", "FoundationXML", "SwiftGlibc", "SwiftMusl"]
        case .windows: ["WinSDK", "ucrt", "CRT", "visualc", "vcruntime", "WinSDKHelpers", "CoreFoundation",
                        "FoundationNetworking", "FoundationXML"]
        case .wasi: ["WASILibc", "wasi_pthread", "SwiftWASILibc", "CoreFoundation", "FoundationNetworking", "FoundationXML"]
        case .android: ["Android", "Bionic", "SwiftAndroid", "CoreFoundation", "FoundationNetworking", "FoundationXML"]
        }
    }

    /// Every platform's modules together: a workspace may build for any of them.
    public static let all: Set<String> = Platform.allCases.reduce(into: toolchain) { $0.formUnion(modules(of: $1)) }

    /// The module only package plugins may import.
    public static let packagePlugin = "PackagePlugin"

    /// The frameworks of Apple's SDKs (macOS, iOS, iPadOS, tvOS, watchOS, visionOS).
    private static let apple: Set<String> = [
        "Accelerate", "Accessibility", "AccessorySetupKit", "Accounts", "ActivityKit", "AddressBook", "AddressBookUI",
        "AdServices", "AdSupport", "AppClip", "AppIntents", "AppKit", "AppleArchive", "AppleScriptObjC",
        "AppTrackingTransparency", "ARKit", "AssetsLibrary", "AudioToolbox", "AudioUnit", "AuthenticationServices",
        "AutomaticAssessmentConfiguration", "AVFAudio", "AVFoundation", "AVKit", "AVRouting", "BackgroundAssets",
        "BackgroundTasks", "BrowserEngineKit", "BusinessChat", "CallKit", "Carbon", "CarPlay", "CFNetwork", "Charts",
        "ClassKit", "ClockKit", "CloudKit", "Cocoa", "Collaboration", "ColorSync", "Combine", "CommonCrypto",
        "Compression", "Contacts", "ContactsUI", "CoreAudio", "CoreAudioKit", "CoreAudioTypes", "CoreBluetooth",
        "CoreData", "CoreFoundation", "CoreGraphics", "CoreHaptics", "CoreImage", "CoreLocation", "CoreLocationUI",
        "CoreMedia", "CoreMediaIO", "CoreMIDI", "CoreML", "CoreMotion", "CoreNFC", "CoreServices", "CoreSpotlight",
        "CoreTelephony", "CoreText", "CoreTransferable", "CoreVideo", "CoreWLAN", "CryptoKit", "CryptoTokenKit",
        "Darwin", "DataDetection", "DeveloperToolsSupport", "DeviceActivity", "DeviceCheck", "DiskArbitration",
        "DriverKit", "EventKit", "EventKitUI", "ExceptionHandling", "ExecutionPolicy", "ExposureNotification",
        "ExtensionFoundation", "ExtensionKit", "ExternalAccessory", "FamilyControls", "FileProvider", "FileProviderUI",
        "FinanceKit", "FinanceKitUI", "FinderSync", "ForceFeedback", "GameController", "GameKit", "GameplayKit",
        "GLKit", "GroupActivities", "GSS", "HealthKit", "HealthKitUI", "HomeKit", "Hypervisor", "IdentityLookup",
        "IdentityLookupUI", "ImageCaptureCore", "ImageIO", "ImagePlayground", "InputMethodKit", "Intents", "IntentsUI",
        "IOKit", "IOSurface", "JavaScriptCore", "JournalingSuggestions", "Kerberos", "LatentSemanticMapping",
        "LinkPresentation", "LocalAuthentication", "LocalAuthenticationEmbeddedUI", "MachO", "ManagedSettings",
        "ManagedSettingsUI", "MapKit", "MarketplaceKit", "Matter", "MatterSupport", "MediaAccessibility",
        "MediaPlayer", "MediaSetup", "MediaToolbox", "Messages", "MessageUI", "Metal", "MetalFX", "MetalKit",
        "MetalPerformanceShaders", "MetalPerformanceShadersGraph", "MetricKit", "MLCompute", "ModelIO",
        "MultipeerConnectivity", "MusicKit", "NaturalLanguage", "NearbyInteraction", "Network", "NetworkExtension",
        "NotificationCenter", "ObjectiveC", "OpenAL", "OpenCL", "OpenGL", "OpenGLES", "os", "OSLog", "PassKit",
        "PDFKit", "PencilKit", "Photos", "PhotosUI", "PreferencePanes", "ProximityReader", "PushKit", "PushToTalk",
        "Quartz", "QuartzCore", "QuickLook", "QuickLookThumbnailing", "QuickLookUI", "RealityFoundation",
        "RealityKit", "ReplayKit", "SafariServices", "SafetyKit", "SceneKit", "ScreenCaptureKit", "ScreenSaver",
        "ScreenTime", "ScriptingBridge", "Security", "SecurityFoundation", "SecurityInterface",
        "SensitiveContentAnalysis", "SensorKit", "ServiceManagement", "SharedWithYou", "SharedWithYouCore",
        "ShazamKit", "simd", "Social", "SoundAnalysis", "Spatial", "Speech", "SpriteKit", "SQLite3", "StoreKit",
        "SwiftData", "SwiftUI", "Symbols", "System", "SystemConfiguration", "SystemExtensions", "TabularData",
        "ThreadNetwork", "TipKit", "Translation", "TVMLKit", "TVServices", "TVUIKit", "UIKit",
        "UniformTypeIdentifiers", "UserNotifications", "UserNotificationsUI", "VideoSubscriberAccount",
        "VideoToolbox", "Virtualization", "Vision", "VisionKit", "vmnet", "WatchConnectivity", "WatchKit",
        "WeatherKit", "WebKit", "WidgetKit", "WorkoutKit", "zlib",
    ]
}
