/// Namespace for the models the VerificationCodeRepository exchanges with its data sources.
public enum VerificationCodeRepositoryNameSpace {}
