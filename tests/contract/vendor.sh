#!/bin/sh
# Copies postgrest-js's integration tests, at the pinned commit, into tests/contract/postgrest-js/.
# The only change to each file: a first line `// @ts-nocheck` on the TypeScript ones, because the root
# tsconfig.json type-checks everything under tests/ with options upstream's code was not written for
# (verbatimModuleSyntax, noUncheckedIndexedAccess) and against zod 4 and our client's types. Their runtime
# behaviour, assertions and inline snapshots are untouched. How they are pointed at our server is in
# tests/contract/setup.ts and vitest.config.ts, not in these files.
#
#   sh tests/contract/vendor.sh [path/to/supabase-js/.git]
#
# Without a path, supabase/supabase-js is cloned (blobs on demand) into a temporary directory.
set -eu

COMMIT=4d9f9f1c6b3e251a7552392be1fc12cdd4b35c8f # tag v2.109.0, the @supabase/postgrest-js we install
SRC=packages/core/postgrest-js/test
DEST="$(cd "$(dirname "$0")" && pwd)/postgrest-js"

# The files that talk to a PostgREST (http://localhost:54321/rest/v1). Left out: the client-only files
# (fetch-errors, headers-serialization, permission-hints, retry, timeout-and-url-length,
# version-and-constants: every request there goes to a mock fetch), the type tests (*.test-d.ts, run by
# tstyche) and v12/ (a PostgREST 12 in Docker).
TESTS='advanced_rpc basic embeded_functions_join filters max-affected relationships-aggregate-operations
relationships-error-handling relationships-join-operations relationships-spread-operations relationships
resource-embedding rpc transforms'
SUPPORT='types types.generated types.override types.generated-with-options-postgrest14
types.override-with-options-postgrest14'
DATA='supabase/migrations/00000000000000_schema.sql supabase/seed.sql supabase/config.toml'

if [ $# -ge 1 ]; then
  GIT_DIR="$1"
else
  TMP=$(mktemp -d)
  trap 'rm -rf "$TMP"' EXIT
  git clone --quiet --bare --filter=blob:none https://github.com/supabase/supabase-js.git "$TMP/repo.git"
  GIT_DIR="$TMP/repo.git"
fi
show() { git --git-dir="$GIT_DIR" show "$COMMIT:$1"; }

rm -rf "$DEST/test"
mkdir -p "$DEST/test/supabase/migrations"
show LICENSE >"$DEST/LICENSE"
for name in $TESTS; do
  { echo '// @ts-nocheck'; show "$SRC/$name.test.ts"; } >"$DEST/test/$name.test.ts"
done
for name in $SUPPORT; do
  { echo '// @ts-nocheck'; show "$SRC/$name.ts"; } >"$DEST/test/$name.ts"
done
for path in $DATA; do
  show "$SRC/$path" >"$DEST/test/$path"
done
echo "postgrest-js tests at $COMMIT copied to $DEST"
