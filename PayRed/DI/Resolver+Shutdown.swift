import DataBase
import Resolver

extension Resolver {
    /// Closes the data sources that hold files open (the SQLite database, its write-ahead log
    /// checkpointed), so nothing is left half-written when the app exits.
    public static func closeDataSources() {
        resolve(DataBase.self).close()
    }
}
