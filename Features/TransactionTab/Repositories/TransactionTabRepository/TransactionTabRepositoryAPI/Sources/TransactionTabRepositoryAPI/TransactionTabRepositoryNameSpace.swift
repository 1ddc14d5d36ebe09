/// Namespace for the models the TransactionTabRepository exchanges with its data sources.
public enum TransactionTabRepositoryNameSpace {}
