#!/usr/bin/env node
// `npm start`: runs dist/core/main.js, built from core/main.ts by scripts/build.js (built first
// when dist/ is missing or older than a source). No TypeScript loader runs. Stack traces point into dist/;
// NODE_OPTIONS=--enable-source-maps maps them back to the sources.
// The malloc addon (core/memory/malloc.ts), rebuilt like dist/ when it is missing or its source changed since
// `npm install`; nothing to do off Linux/glibc or with WHARF_MALLOC_TRIM=off.
if (process.platform === 'linux' && !/^(off|false|0|no)$/i.test(process.env.WHARF_MALLOC_TRIM ?? '')) {
  try {
    const { buildNative, nativeIsStale, nativeSupported } = await import('./build-native.js')
    if (nativeIsStale() && nativeSupported()) buildNative()
  } catch (err) {
    console.warn(`wharf: running without the malloc addon (${err.message.split('\n')[0]}; WHARF_MALLOC_TRIM=off skips it)`)
  }
}
const { ensureBuilt } = await import('./build.js')
try {
  await ensureBuilt()
} catch (err) {
  console.error(`wharf: cannot start: dist/ is not built (${err.message})`)
  process.exit(1)
}
await import('../dist/core/main.js')
