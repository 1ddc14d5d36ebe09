import GatewayCore

/// The Money area's routes: accounts, cards, transactions, transfers and payees, all for the
/// signed-in user only (another user's ids answer 404).
public enum GatewayMoneyRoutes {
    /// Adds the area's routes.
    public static func register(on routes: GatewayRoutes, environment: GatewayEnvironment) {
        let database = environment.database
        AccountsController(service: AccountService(database: database)).register(on: routes)
        CardsController(service: CardService(database: database, now: environment.now)).register(on: routes)
        TransactionsController(service: TransactionService(database: database, cursorKeys: environment.cursorKeys)).register(on: routes)
        TransfersController(
            service: TransferService(database: database, idempotency: IdempotencyStore(), now: environment.now)
        ).register(on: routes)
        PayeesController(service: PayeeService(database: database, now: environment.now)).register(on: routes)
    }
}
