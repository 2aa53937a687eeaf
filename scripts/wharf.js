#!/usr/bin/env node
// The `wharf` operator CLI (package.json "bin"; `npx wharf ...` in a checkout). Runs the CLI from the esbuild bundle
// that `npm install` / `npm run build` / `npm start` make (node_modules/.cache/wharf/dist/cli.mjs) when it is newer
// than every source, else scripts/cli/main.ts through tsx. It never rebuilds the bundle itself.
const { bundleIsFresh, cliBundleFile } = await import('./build.js')
let main
if (process.env.WHARF_NO_BUNDLE !== '1' && bundleIsFresh(cliBundleFile)) {
  ({ main } = await import(cliBundleFile))
} else {
  const { register } = await import('tsx/esm/api')
  register()
  ;({ main } = await import('./cli/main.ts'))
}
process.exitCode = await main(process.argv.slice(2))
