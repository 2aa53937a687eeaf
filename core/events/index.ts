/**
 * core/events: the event model as pure functions (no I/O, no clock). See README.md in this folder.
 */
export * from './topics.ts'
export * from './filter/index.ts'
export * from './selection.ts'
export * from './output.ts'
export type { Candidate, Hook, OutputRule, WharfEvent } from './types.ts'
