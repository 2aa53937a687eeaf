/**
 * SDK: the few host facilities that are safe to load in any thread (a plugin's worker-thread modules too): the
 * injected clock's type and the system clock, the coded error, the installation folder and a source file's
 * runnable form. Light on purpose: core/sdk/host.ts (main thread) re-exports these and adds the heavier rest.
 *
 *   constructor (opts: { clock?: Clock } = {}) { this.clock = opts.clock ?? systemClock }
 *   throw new WharfError('VALIDATION_FAILED', 'no such document type')
 */
export { type Clock, systemClock } from '../clock.ts'
export { WharfError } from '../errors.ts'
export { projectRoot, runtimeFile } from '../paths.ts'
