/// Namespace for the models of the signed-in session (blueprint 002's `UserSession`).
public enum UserSessionNameSpace {}
