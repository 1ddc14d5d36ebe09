// swift-tools-version: 6.0
// Placeholder: this package has not been set up yet.
