// Types of compile-rules.js (plain JavaScript: postinstall runs it before anything is built).
export interface RuleSetDefinition { id: string, set: string, entry: string, syntax: 'ubl' | 'cii', title: string }
export const rulesDir: string
export function cacheDir (): string
export function ruleSetDefinitions (): RuleSetDefinition[]
export function ruleSetHash (def: RuleSetDefinition): string
export function sefPath (def: RuleSetDefinition): string
export function xsltOf (def: RuleSetDefinition | undefined, sefs?: string[]): Promise<string>
export function writeIndex (): void
export function compileRules (opts?: { only?: string[], jobs?: number, force?: boolean, log?: (line: string) => void }): Promise<{ compiled: number, ms: number }>
