import ServiceContextModule

public enum Traced {}
