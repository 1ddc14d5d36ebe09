import ArgumentParser
import Foundation
import Localization
import PayRedDI
import PayRedLaunch
import TerminalUI

/// The app in a real terminal.
struct InteractiveSession {
    let gatewayURL: URL?
    let dataDirectory: URL
    let autoLockAfter: Duration?
    /// The language given for this run (`--language`); nil follows Settings, else the environment.
    let language: Language?
    /// A link to open once the app runs (`payred open` with no app running).
    var link: String?

    @MainActor
    func run() async throws {
        // Check the terminal first, so nothing (gateway, database) is set up for a run that can't start.
        do {
            try TerminalApp.requireTerminal()
        } catch TerminalError.notATerminal {
            FileHandle.standardError.write(Data(Strings.App.Errors.notATerminal.utf8))
            throw ExitCode(2)
        }
        let lock: DataDirectoryLock
        do {
            lock = try DataDirectoryLock.acquire(in: dataDirectory)
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode(1)
        }
        defer { withExtendedLifetime(lock) {} }
        let environment = try await AppEnvironment.start(
            gatewayURL: gatewayURL,
            dataDirectory: dataDirectory,
            autoLockAfter: autoLockAfter,
            language: language
        )
        let coordinator = environment.coordinator
        let links = try await LinkSocket.listen(in: dataDirectory) { link in await coordinator.open(link: link) }
        if let link {
            Task { _ = await coordinator.open(link: link) }
        }
        let app = TerminalApp { CoordinatorScreen(coordinator: environment.coordinator, inbox: environment.demoInbox).eraseToAnyView() }
        app.host.minimumSize = CoordinatorScreen.minimumSize
        // Every key counts as activity for the inactivity lock.
        app.host.onKeyPress = { [coordinator = environment.coordinator] _ in coordinator.userDidInteract() }
        do {
            try await app.run()
        } catch {
            await links.close(in: dataDirectory)
            await environment.shutDown()
            throw error
        }
        await links.close(in: dataDirectory)
        await environment.shutDown()
    }

}
