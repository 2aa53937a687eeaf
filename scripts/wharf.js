#!/usr/bin/env node
// The `wharf` operator CLI (package.json "bin"; `npx wharf ...` in a checkout). Runs scripts/cli/main.ts through tsx.
import { register } from 'tsx/esm/api'

register()
const { main } = await import('./cli/main.ts')
process.exitCode = await main(process.argv.slice(2))
