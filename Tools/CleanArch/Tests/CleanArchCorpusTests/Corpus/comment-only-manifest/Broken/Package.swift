// swift-tools-version: 6.0
// The package declaration is still to be written.
