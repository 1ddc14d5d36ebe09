// Combine's API everywhere: Apple's Combine on Apple platforms, OpenCombine elsewhere.
// Use cases and view models `import Reactive` instead of choosing per platform (see docs/adr/0003).
@_exported import OpenCombineShim
