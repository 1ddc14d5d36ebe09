import ArgumentParser
import Foundation
import TerminalUI

/// The app in a real terminal.
struct InteractiveSession {
    let gatewayURL: URL?
    let dataDirectory: URL

    @MainActor
    func run() async throws {
        let environment = try await AppEnvironment.start(gatewayURL: gatewayURL, dataDirectory: dataDirectory)
        let app = TerminalApp { CoordinatorScreen(coordinator: environment.coordinator, inbox: environment.demoInbox).eraseToAnyView() }
        do {
            try await app.run()
            await environment.shutDown()
        } catch TerminalError.notATerminal {
            await environment.shutDown()
            FileHandle.standardError.write(Data("""
            payred needs an interactive terminal (standard input and output must be a TTY).
            To follow a scripted sign-in as text instead, run:
                swift run payred --demo

            """.utf8))
            throw ExitCode(2)
        } catch {
            await environment.shutDown()
            throw error
        }
    }
}
