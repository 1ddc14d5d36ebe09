import Foundation
import Reactive
import RemoteDataError
import Resolver
import TransactionTabRepositoryAPI
import TransactionTabUseCaseAPI

/// The TransactionTabRepository (blueprint §2.2): pages from the gateway, the last visit's pages
/// from the app's database, exports to files; the data sources' models and errors become the use case's.
public final class TransactionTabRepositoryImpl: Sendable {
    typealias Source = TransactionTabRepositoryNameSpace
    typealias Domain = TransactionTabUseCaseNameSpace

    private let remoteData: any TransactionTabRepositoryRemoteDataProtocol
    private let dataBaseData: any TransactionTabRepositoryDataBaseDataProtocol
    private let fileExportData: any TransactionTabRepositoryFileExportDataProtocol

    /// Resolves the data sources from the container (the registrar's path).
    public convenience init() {
        self.init(
            remoteData: Resolver.resolve(TransactionTabRepositoryRemoteDataProtocol.self),
            dataBaseData: Resolver.resolve(TransactionTabRepositoryDataBaseDataProtocol.self),
            fileExportData: Resolver.resolve(TransactionTabRepositoryFileExportDataProtocol.self)
        )
    }

    /// Creates the repository over its data sources (the tests' path).
    public init(
        remoteData: any TransactionTabRepositoryRemoteDataProtocol,
        dataBaseData: any TransactionTabRepositoryDataBaseDataProtocol,
        fileExportData: any TransactionTabRepositoryFileExportDataProtocol
    ) {
        self.remoteData = remoteData
        self.dataBaseData = dataBaseData
        self.fileExportData = fileExportData
    }
}

// MARK: - TransactionTabUseCaseRepositoryProtocol

extension TransactionTabRepositoryImpl: TransactionTabUseCaseRepositoryProtocol {
    public func page(filter: TransactionTabUseCaseNameSpace.Filter, cursor: String?, limit: Int) async throws(TransactionTabUseCaseNameSpace.Errors) -> TransactionTabUseCaseNameSpace.Page {
        do throws(RemoteDataError) {
            let page = try await remoteData.transactionPage(cursor: cursor, limit: limit, search: filter.search, accountId: filter.accountId)
            return Domain.Page(transactions: page.items.map(Self.transaction), nextCursor: page.nextCursor)
        } catch {
            throw Self.domainError(error)
        }
    }

    public func transaction(id: String) async throws(TransactionTabUseCaseNameSpace.Errors) -> TransactionTabUseCaseNameSpace.Transaction {
        do throws(RemoteDataError) {
            return Self.transaction(try await remoteData.transaction(id: id))
        } catch {
            throw Self.domainError(error)
        }
    }

    public func savedPages() async -> TransactionTabUseCaseNameSpace.SavedPages? {
        // A cache that cannot be read is no cache: the gateway's pages follow anyway.
        guard let saved = try? await dataBaseData.savedTransactionPages() else { return nil }
        return Domain.SavedPages(transactions: saved.items.map(Self.transaction), nextCursor: saved.nextCursor, savedAt: saved.savedAt)
    }

    public func savePages(_ pages: TransactionTabUseCaseNameSpace.SavedPages) async {
        // Not saved means the next visit starts from the gateway; nothing shown is lost.
        try? await dataBaseData.saveTransactionPages(.init(items: pages.transactions.map(Self.record), nextCursor: pages.nextCursor, savedAt: pages.savedAt))
    }

    public var moneyMovedPublisher: AnyPublisher<Void, Never> {
        remoteData.moneyMovedPublisher
    }

    public func accountNames() async -> [String: String] {
        let accounts = (try? await remoteData.accountNames()) ?? []
        return Dictionary(accounts.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
    }

    public func export(_ contents: String, name: String) async throws(TransactionTabUseCaseNameSpace.Errors) -> URL {
        do {
            return try await fileExportData.writeExport(contents, name: name)
        } catch {
            throw Domain.Errors.exportFailed
        }
    }
}

// MARK: - Mapping

private extension TransactionTabRepositoryImpl {
    static func transaction(_ record: Source.TransactionRecord) -> Domain.Transaction {
        .init(id: record.id, accountId: record.accountId, amountMinorUnits: record.amountMinorUnits, currency: record.currency,
              description: record.description, counterpartyName: record.counterpartyName, createdAt: record.createdAt)
    }

    static func record(_ transaction: Domain.Transaction) -> Source.TransactionRecord {
        .init(id: transaction.id, accountId: transaction.accountId, amountMinorUnits: transaction.amountMinorUnits, currency: transaction.currency,
              description: transaction.description, counterpartyName: transaction.counterpartyName, createdAt: transaction.createdAt)
    }

    static func domainError(_ error: RemoteDataError) -> Domain.Errors {
        switch error {
        case .networkUnavailable: .networkUnavailable
        case .sessionExpired: .sessionExpired
        case .rejected(code: "account_not_found", _): .accountNotFound
        case .rejected(code: "invalid_query", _): .invalidSearch
        case .rejected(code: "transaction_not_found", _): .transactionNotFound
        case .rejected, .locked, .wrongSecret, .invalidResponse, .cancelled: .unavailable
        }
    }
}
