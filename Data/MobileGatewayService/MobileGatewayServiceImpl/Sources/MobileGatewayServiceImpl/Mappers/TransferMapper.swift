import GatewayContract
import TransferRepositoryAPI

/// Transfer's remote requests and results as the contract has them.
enum TransferMapper {
    static func account(_ account: Components.Schemas.Account) -> TransferRepositoryNameSpace.AccountRemoteResult {
        .init(id: account.id, name: account.name, iban: account.iban, balanceMinorUnits: account.balance.minorUnits, currency: account.balance.currency)
    }

    /// The body of `POST /v1/transfers`: exactly one of `toIban` and `payeeId`.
    static func request(_ request: TransferRepositoryNameSpace.TransferRemoteRequest) -> Components.Schemas.TransferRequest {
        let (toIban, payeeId): (String?, String?) = switch request.destination {
        case .iban(let iban): (iban, nil)
        case .payee(let id): (nil, id)
        }
        return .init(
            fromAccountId: request.fromAccountId,
            toIban: toIban,
            payeeId: payeeId,
            amount: .init(minorUnits: request.amountMinorUnits, currency: request.currency),
            description: request.description
        )
    }

    static func transfer(_ transfer: Components.Schemas.Transfer) -> TransferRepositoryNameSpace.TransferRemoteResult {
        .init(
            id: transfer.id,
            fromAccountId: transfer.fromAccountId,
            toIban: transfer.toIban,
            payeeId: transfer.payeeId,
            amountMinorUnits: transfer.amount.minorUnits,
            currency: transfer.amount.currency,
            description: transfer.description
        )
    }
}
