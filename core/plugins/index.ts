/**
 * core/plugins: the plugin host. See README.md in this folder. Plugins themselves import only core/sdk.
 */
export * from './manifest.ts'
export * from './discovery.ts'
export * from './settings.ts'
export * from './pool.ts'
export * from './host.ts'
export { createAjv, schemaProblems, formatProblems, type SchemaProblem } from './ajv.ts'
