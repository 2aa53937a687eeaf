/**
 * Peppol SMP 1.x documents (PEPPOL.md (d)) and the Directory business card v3 (PEPPOL.md (e)): the public surface of
 * this folder. Builders: build.ts; parsers: parse.ts; namespaces, escaping and URLs: xml.ts.
 */
export * from './xml.ts'
export * from './build.ts'
export * from './parse.ts'
export { formatDocumentTypeId } from '../../../core/sdk/peppol.ts'

