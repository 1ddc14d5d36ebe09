import Foundation

extension TransactionTabUseCaseNameSpace {
    /// Where the CSV export of the listed transactions stands.
    public enum ExportStates: Equatable, Sendable {
        /// Nothing exported since the list was asked for.
        case idle
        /// The file is being written.
        case exporting
        /// The file was written.
        case exported(Export)
        /// Nothing was written: `nothingToExport` or `exportFailed`.
        case failed(Errors)
    }

    /// A written export: where, and what it holds.
    public struct Export: Equatable, Sendable {
        /// The CSV file.
        public let file: URL
        /// How many transactions it holds.
        public let count: Int
        /// Whether they are the whole list, or only the pages loaded so far.
        public let isWholeList: Bool

        /// Creates the export's description.
        public init(file: URL, count: Int, isWholeList: Bool) {
            self.file = file
            self.count = count
            self.isWholeList = isWholeList
        }
    }
}
