import Foundation

/// Where the TransactionTabRepository writes exports; `FileExportDataImpl` implements it.
public protocol TransactionTabRepositoryFileExportDataProtocol: Sendable {
    /// Writes `contents` to a new file called `name` in the exports folder and returns its location.
    /// - Throws: when the file cannot be written.
    func writeExport(_ contents: String, name: String) async throws -> URL
}
