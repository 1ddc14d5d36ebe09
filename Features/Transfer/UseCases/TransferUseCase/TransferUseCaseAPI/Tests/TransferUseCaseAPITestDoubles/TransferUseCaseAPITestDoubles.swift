import TransferUseCaseAPI

/// Namespace of `TransferUseCaseAPI`'s test doubles (blueprint §9.5); `cleanarch doubles` generates them in this target.
public enum TransferUseCaseAPITestDoubles {}
