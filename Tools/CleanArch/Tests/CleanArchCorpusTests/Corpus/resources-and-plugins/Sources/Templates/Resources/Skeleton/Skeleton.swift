import NotADependency

let skeleton = 1
