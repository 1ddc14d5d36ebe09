import SettingsRepositoryAPI

/// Namespace of `SettingsRepositoryAPI`'s test doubles (blueprint §9.5); `cleanarch doubles` generates them in this target.
public enum SettingsRepositoryAPITestDoubles {}
