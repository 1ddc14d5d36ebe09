import Foundation
import PayRedDI
import Resolver

/// A fresh container that registers every service on first use, a temporary database and a gateway URL.
struct TestEnvironment {
    let directory: URL
    let configuration: PayRedConfiguration

    init(
        gatewayURL: URL = URL(string: "http://127.0.0.1:9")!,
        directory: URL = FileManager.default.temporaryDirectory.appendingPathComponent("PayRedDITests-\(UUID().uuidString)")
    ) {
        self.directory = directory
        // No auto-lock within a test run: a journey that needs the lock asks for it.
        configuration = PayRedConfiguration(
            gatewayURL: gatewayURL,
            dataDirectory: directory,
            autoLockAfter: .seconds(86_400)
        )
        // A fresh main container: the first resolve runs the registrar into it.
        Resolver.reset()
        Resolver.register { [configuration] in configuration }.scope(.application)
    }

    /// A fresh container over the same gateway and directory, as after quitting and starting again.
    func relaunched() -> TestEnvironment {
        TestEnvironment(gatewayURL: configuration.gatewayURL, directory: directory)
    }

    func tearDown() {
        Resolver.reset()
        try? FileManager.default.removeItem(at: directory)
    }
}
