// Swift OpenAPI Generator's command plugin writes the client here before the build.
