// Types of hoist-paths.js (plain JavaScript: compile-rules.js runs it at postinstall, before anything is built).
export function hoistExpression (expr: string, name: (path: string) => string | null, pattern?: boolean): string
export function hoistDocumentPaths (xslt: string): { xslt: string, hoisted: number }
export function indexedPath (path: string, uriOf: (prefix: string) => string | null): string | null
