import RequestMoneyUseCaseAPI

/// Namespace of `RequestMoneyUseCaseAPI`'s test doubles (blueprint §9.5); `cleanarch doubles` generates them in this target.
public enum RequestMoneyUseCaseAPITestDoubles {}
