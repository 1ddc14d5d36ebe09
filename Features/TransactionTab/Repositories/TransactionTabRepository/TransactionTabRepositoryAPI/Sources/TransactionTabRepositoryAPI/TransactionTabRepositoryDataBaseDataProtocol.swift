/// What the TransactionTabRepository keeps in the app's SQLite database (blueprint §1.2): the whole
/// history's pages from the last visit; the database implements it.
public protocol TransactionTabRepositoryDataBaseDataProtocol: Sendable {
    /// The saved pages, if any.
    /// - Throws: when the database cannot be read.
    func savedTransactionPages() async throws -> TransactionTabRepositoryNameSpace.SavedTransactionPages?

    /// Replaces the saved pages with `pages`.
    /// - Throws: when the database cannot be written.
    func saveTransactionPages(_ pages: TransactionTabRepositoryNameSpace.SavedTransactionPages) async throws
}
