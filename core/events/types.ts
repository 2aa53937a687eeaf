/**
 * The minimal shapes core/events works on. Stores and routes keep richer records; anything assignable to these
 * shapes can be passed in (the selection functions are generic and hand back the caller's own objects).
 */
import type { FilterAst } from './filter/ast.ts'

/** `{ when, topic }`: see output.ts for the grammar of `when` and the expansion of `*` in `topic`. */
export interface OutputRule {
  when: string
  topic: string
}

export interface Hook {
  id: string
  /** The party the hook belongs to; null or undefined means environment level (all parties of the environment). */
  partyId?: string | null
  /** Topics or patterns the hook listens to. */
  topics: string[]
  /** The spec's single-topic form; treated as one more entry of `topics`. */
  topic?: string | null
  /** Filter source as the user wrote it. Its trimmed length ranks the hook; empty or absent means no filter. */
  filter?: string | null
  /** The filter parsed ahead of time (when the hook was saved). Used instead of parsing `filter` again. */
  filterAst?: FilterAst | null
  /** Only `false` disables a hook; absent counts as active. */
  isActive?: boolean
  /** Channel kind, for example `peppol`, `webhook`, `email`. Not interpreted here. */
  action?: string
  output?: OutputRule[] | null
}

/**
 * An event or command as the hook machinery sees it. Where a filter reads each name from:
 * - `topic`, `partyId`, `documentId`, `createdBy`, `hookId`, `sender`, `recipient`, `documentTypeId`, `processId`,
 *   `verdict`: the top-level field when it is set (neither undefined nor null); otherwise the field of the same name in
 *   `details` (the spec puts sender, recipient, documentTypeId in details; createdBy appears in both places;
 *   HookSentRetry/HookSentError carry the failing hook's id as details.hookId).
 * - `details.a.b`: that path inside `details` (own properties only).
 * A name found nowhere is null.
 */
export interface WharfEvent {
  topic: string
  partyId?: string | null
  documentId?: string | null
  createdBy?: string | null
  hookId?: string | null
  sender?: string | null
  recipient?: string | null
  documentTypeId?: string | null
  processId?: string | null
  verdict?: string | null
  details?: Record<string, unknown> | null
}

/** A hook that qualified for an event, with the facts it was ranked by. */
export interface Candidate<H extends Hook = Hook> {
  hook: H
  /** The hook's topic entry that matched (the most specific one when several do). */
  pattern: string
  /** True when `pattern` equals the topic (no wildcard). */
  exact: boolean
  scope: 'party' | 'environment'
  /** Trimmed length of the hook's filter source; 0 without a filter. */
  filterLength: number
}
