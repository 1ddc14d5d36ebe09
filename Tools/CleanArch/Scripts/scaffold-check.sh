#!/usr/bin/env bash
# Scaffolds a feature with `cleanarch new` into this workspace, builds it with the app, runs its
# tests and checks the workspace, then puts the workspace back as it was (issue 38): the
# templates must build and pass here, not only in a fixture. It reuses the workspace's build
# folder, so after the README's `swift test` it builds only the new packages and what links them.
#
#   Tools/CleanArch/Scripts/scaffold-check.sh
#
# It refuses to run on a working tree with changes, which the restore would lose.
set -euo pipefail
cd "$(dirname "$0")/../../.."

feature="ScaffoldCheck"
coordinator="MenuTab"
if [ -n "$(git status --porcelain)" ]; then
    echo "error: the working tree has changes; the scaffold check runs on a clean checkout (it restores it afterwards)" >&2
    exit 2
fi
restore() {
    git checkout -q -- .
    git clean -fdq -- "Features/$feature" Coordinator Data
}
trap restore EXIT

swift build --product cleanarch
cleanarch="$(swift build --show-bin-path)/cleanarch"
"$cleanarch" new feature "$feature" --coordinator "$coordinator"
swift build --build-tests
swift test --skip-build --filter "$feature"
"$cleanarch" check .
"$cleanarch" doubles --check .
"$cleanarch" manifests --check .
echo "A feature scaffolded with \`cleanarch new feature $feature --coordinator $coordinator\` builds, passes its tests and the checks."
