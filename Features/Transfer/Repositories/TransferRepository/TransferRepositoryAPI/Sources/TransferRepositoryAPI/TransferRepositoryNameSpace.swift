/// Namespace for the models the TransferRepository exchanges with its data sources.
public enum TransferRepositoryNameSpace {}
