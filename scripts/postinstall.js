#!/usr/bin/env node
// Run by `npm install`: builds dist/ (scripts/build.js; what `npm start` runs), the malloc addon
// (scripts/build-native.js) and the embedded database template. A failure here never fails the install: `npm start`
// builds dist/ again (or says what to run), the first start is slower, or large documents leave more memory resident.
let built = false
try {
  const { build } = await import('./build.js')
  const t0 = performance.now()
  await build()
  built = true
  console.log(`wharf: built dist/ in ${Math.round(performance.now() - t0)} ms`)
} catch (err) {
  console.warn(`wharf: could not build dist/ (${err.message}); npm start will try again`)
}
try {
  const { buildNative } = await import('./build-native.js')
  console.log(`wharf: built ${buildNative()}`)
} catch (err) {
  console.warn(`wharf: could not build the malloc addon (${err.message.split('\n')[0]}); large documents will leave more memory resident`)
}
if (built) {
  try {
    const { buildTemplate } = await import('../dist/core/db/pglite-template.js')
    console.log(`wharf: embedded database template ready in ${await buildTemplate()}`)
  } catch (err) {
    console.warn(`wharf: could not prepare the embedded database template (${err.message}); the first start will be slower`)
  }
}
// The official validation rules, compiled to SaxonJS SEF into the rules cache (.cache/rules, by content hash: a
// second install compiles nothing). Several minutes the first time; WHARF_SKIP_RULES_COMPILE=1 skips it (validation
// then answers 503 until `npm run rules:compile` has run). npm start never compiles.
if (process.env.WHARF_SKIP_RULES_COMPILE !== '1') {
  try {
    const { compileRules } = await import('./validation/compile-rules.js')
    await compileRules()
  } catch (err) {
    console.warn(`wharf: could not compile the validation rules (${err.message.split('\n')[0]}); run npm run rules:compile`)
  }
}
