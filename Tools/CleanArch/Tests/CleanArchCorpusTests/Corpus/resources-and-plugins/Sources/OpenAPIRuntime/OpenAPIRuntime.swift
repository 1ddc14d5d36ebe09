public enum OpenAPIRuntime {}
