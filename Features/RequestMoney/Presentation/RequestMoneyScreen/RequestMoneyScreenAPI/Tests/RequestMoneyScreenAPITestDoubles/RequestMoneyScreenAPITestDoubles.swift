import RequestMoneyScreenAPI

/// Namespace of `RequestMoneyScreenAPI`'s test doubles (blueprint §9.5); `cleanarch doubles` generates them in this target.
public enum RequestMoneyScreenAPITestDoubles {}
