#!/usr/bin/env node
// `npm start`: runs core/main.ts from the esbuild bundle (rebuilt first when any source is newer), or straight from
// the TypeScript sources through tsx when WHARF_NO_BUNDLE=1 or bundling fails. Stack traces point into the bundle;
// NODE_OPTIONS=--enable-source-maps maps them back to the sources.
// The malloc addon (core/memory/malloc.ts), rebuilt like the bundle when it is missing or its source changed since
// `npm install`; nothing to do off Linux/glibc or with WHARF_MALLOC_TRIM=off.
if (process.platform === 'linux' && !/^(off|false|0|no)$/i.test(process.env.WHARF_MALLOC_TRIM ?? '')) {
  try {
    const { buildNative, nativeIsStale, nativeSupported } = await import('./build-native.js')
    if (nativeIsStale() && nativeSupported()) buildNative()
  } catch (err) {
    console.warn(`wharf: running without the malloc addon (${err.message.split('\n')[0]}; WHARF_MALLOC_TRIM=off skips it)`)
  }
}
let entry
if (process.env.WHARF_NO_BUNDLE !== '1') {
  try {
    const { bundleFile, bundleIsFresh, buildBundle } = await import('./build.js')
    entry = bundleIsFresh() ? bundleFile : await buildBundle()
  } catch (err) {
    console.warn(`wharf: running from sources (bundle unavailable: ${err.message})`)
  }
}
if (entry !== undefined) {
  await import(entry)
} else {
  const { register } = await import('tsx/esm/api')
  register()
  await import('../core/main.ts')
}
