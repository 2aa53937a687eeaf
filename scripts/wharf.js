#!/usr/bin/env node
// The `wharf` operator CLI (package.json "bin"; `npx wharf ...` in a checkout): runs dist/scripts/cli/main.js, built
// from scripts/cli/main.ts by scripts/build.js (built first when dist/ is missing or stale).
const { ensureBuilt } = await import('./build.js')
try {
  await ensureBuilt()
} catch (err) {
  console.error(`wharf: dist/ is not built (${err.message})`)
  process.exit(1)
}
const { main } = await import('../dist/scripts/cli/main.js')
process.exitCode = await main(process.argv.slice(2))
