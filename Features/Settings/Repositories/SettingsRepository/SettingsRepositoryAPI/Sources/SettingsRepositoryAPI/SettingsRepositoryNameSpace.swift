/// Namespace for the models the SettingsRepository exchanges with its data sources.
public enum SettingsRepositoryNameSpace {}
