import GRDB
import LoginRepositoryAPI

extension DataBase {
    /// Runs `body`, turning SQLite failures into the data-layer error of the repository APIs.
    func translatingErrors<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let error as LoginRepositoryNameSpace.DataBaseErrors {
            throw error
        } catch {
            throw LoginRepositoryNameSpace.DataBaseErrors.storageFailure(reason: String(describing: error))
        }
    }
}
