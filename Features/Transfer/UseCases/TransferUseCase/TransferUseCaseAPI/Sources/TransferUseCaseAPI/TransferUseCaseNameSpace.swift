/// Namespace for the TransferUseCase's domain models (blueprint §3.4, §8).
public enum TransferUseCaseNameSpace {}
