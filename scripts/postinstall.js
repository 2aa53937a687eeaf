#!/usr/bin/env node
// Run by `npm install`: prepares what makes the first `npm start` fast (the embedded database template and the start
// bundle) and builds the malloc addon (scripts/build-native.js). A failure here never fails the install: the
// first start is slower, or large documents leave more memory resident.
import { register } from 'tsx/esm/api'

try {
  const { buildBundle } = await import('./build.js')
  await buildBundle()
} catch (err) {
  console.warn(`wharf: could not build the start bundle (${err.message}); npm start will run from sources`)
}
try {
  const { buildNative } = await import('./build-native.js')
  console.log(`wharf: built ${buildNative()}`)
} catch (err) {
  console.warn(`wharf: could not build the malloc addon (${err.message.split('\n')[0]}); large documents will leave more memory resident`)
}
register()
try {
  const { buildTemplate } = await import('../core/db/pglite-template.ts')
  console.log(`wharf: embedded database template ready in ${await buildTemplate()}`)
} catch (err) {
  console.warn(`wharf: could not prepare the embedded database template (${err.message}); the first start will be slower`)
}
