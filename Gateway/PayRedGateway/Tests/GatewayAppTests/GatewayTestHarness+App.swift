import Foundation
import GatewayApp
import GatewayCore
import GatewayTesting
import HummingbirdTesting

extension GatewayTestHarness {
    /// A gateway with the App area's routes only.
    static func app() async throws -> GatewayTestHarness {
        try await GatewayTestHarness { routes, environment in
            GatewayAppRoutes.register(on: routes, environment: environment)
        }
    }

    /// Gives `userID` the App area's demo data, seeded at the harness clock's instant.
    func seedAppDemo(for userID: Int64) async throws {
        let now = environment.now()
        try await environment.database.store.write { session in
            try GatewayAppDemo.seed(in: session, userID: userID, now: now)
        }
    }
}

extension TestResponse {
    /// The raw body.
    var bytes: [UInt8] {
        Array(buffer: body)
    }
}
