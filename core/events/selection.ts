/**
 * Which hooks receive an event, in which order, and which single hook runs a command (pure, no I/O).
 *
 * The caller passes the hooks of one environment (tenant and acceptance/production); this module does not know
 * tenants. A hook is a candidate for an event when all of these hold:
 * 1. it is active (`isActive !== false`);
 * 2. its scope fits: environment level (no partyId), or party level with the event's partyId;
 * 3. one of its topics (`topics` plus the single `topic`) matches the event topic (topics.ts);
 * 4. its filter passes (no filter passes everything; a stored filter that no longer parses fails closed);
 * 5. recursion rule: an event with topic HookSentRetry or HookSentError is never offered to the hook it is about
 *    (`details.hookId === hook.id`), so a failing hook is not fed reports of its own failures.
 *
 * Ranking (hook selection order), each key deciding only when the previous ones tie:
 * 1. party-level hooks before environment-level hooks;
 * 2. a hook matching by the exact topic before one matching by a wildcard; among wildcards, the pattern with the
 *    longer literal part (length without `*`) first (`Send*Fallback` before `Send*` before `*`). A hook with several
 *    matching topics is ranked by its most specific one;
 * 3. the longer filter (characters of the trimmed source) first; no filter counts as 0;
 * 4. a `peppol` hook before any other channel (the default channel for commands is Peppol);
 * 5. the hook id, ascending by UTF-16 code units (plain `<`, not locale-aware).
 *
 * Dispatch: a command topic (topics.ts, isCommandTopic) goes to exactly one hook, the first ranked, or the hook named
 * by `channel`; an event topic goes to every candidate, in ranking order.
 */
import { compileFilter, evaluateFilter, filterLength, hasFilter, type FilterAst } from './filter/index.ts'
import { HOOK_FAILURE_TOPICS, isCommandTopic, isWildcard, literalLength, matchesTopic } from './topics.ts'
import type { Candidate, Hook, WharfEvent } from './types.ts'

export const hookTopics = (hook: Hook): string[] => {
  const all = Array.isArray(hook.topics) ? [...hook.topics] : []
  if (typeof hook.topic === 'string' && hook.topic !== '' && !all.includes(hook.topic)) all.push(hook.topic)
  return all
}

const isPartyLevel = (hook: Hook): hook is Hook & { partyId: string } => typeof hook.partyId === 'string' && hook.partyId !== ''

const scopeOf = (hook: Hook, event: WharfEvent): Candidate['scope'] | null => {
  if (!isPartyLevel(hook)) return 'environment'
  return hook.partyId === event.partyId ? 'party' : null
}

/** The hook's most specific topic entry matching the topic (exact beats any wildcard; then longer literal part). */
export const bestMatch = (hook: Hook, topic: string): { pattern: string, exact: boolean } | null => {
  let best: string | null = null
  for (const pattern of hookTopics(hook)) {
    if (typeof pattern !== 'string') continue
    if (!isWildcard(pattern)) {
      if (pattern === topic) return { pattern, exact: true }
      continue
    }
    if (matchesTopic(pattern, topic) && (best === null || literalLength(pattern) > literalLength(best))) best = pattern
  }
  return best === null ? null : { pattern: best, exact: false }
}

const filterPasses = (hook: Hook, event: WharfEvent): boolean => {
  let ast: FilterAst | null | undefined = hook.filterAst
  if (ast == null) {
    if (!hasFilter(hook.filter)) return true
    try {
      ast = compileFilter(hook.filter).ast
    } catch {
      return false
    }
  }
  return evaluateFilter(ast, event)
}

/** The hook a HookSentRetry/HookSentError event is about (details.hookId), or null for other topics. */
export const failingHookId = (event: WharfEvent): string | null => {
  if (!HOOK_FAILURE_TOPICS.includes(event.topic)) return null
  const id = event.details?.hookId
  return typeof id === 'string' ? id : null
}

export const compareCandidates = (a: Candidate, b: Candidate): number => {
  if (a.scope !== b.scope) return a.scope === 'party' ? -1 : 1
  if (a.exact !== b.exact) return a.exact ? -1 : 1
  if (!a.exact) {
    const s = literalLength(b.pattern) - literalLength(a.pattern)
    if (s !== 0) return s
  }
  if (a.filterLength !== b.filterLength) return b.filterLength - a.filterLength
  const ap = a.hook.action === 'peppol'
  if (ap !== (b.hook.action === 'peppol')) return ap ? -1 : 1
  return a.hook.id < b.hook.id ? -1 : a.hook.id > b.hook.id ? 1 : 0
}

/** Active, in scope, topic matching: the facts ranking needs, before the filter is looked at. */
const qualify = <H extends Hook>(hook: H, event: WharfEvent): Candidate<H> | null => {
  if (hook.isActive === false) return null
  const scope = scopeOf(hook, event)
  if (scope === null) return null
  const match = bestMatch(hook, event.topic)
  if (match === null) return null
  return { hook, pattern: match.pattern, exact: match.exact, scope, filterLength: filterLength(hook.filter) }
}

/** Every candidate for the event, best first. */
export const selectHooks = <H extends Hook>(hooks: readonly H[], event: WharfEvent): Candidate<H>[] => {
  const about = failingHookId(event)
  const out: Candidate<H>[] = []
  for (const hook of hooks) {
    if (about !== null && hook.id === about) continue
    const c = qualify(hook, event)
    if (c !== null && filterPasses(hook, event)) out.push(c)
  }
  return out.sort(compareCandidates)
}

export type CommandMiss = 'no-matching-hook' | 'channel-not-found' | 'channel-inactive' | 'channel-out-of-scope' |
  'channel-topic-mismatch'

export type CommandSelection<H extends Hook = Hook> =
  | { kind: 'found', hook: H, candidate: Candidate<H>, forced: boolean }
  | { kind: 'not-found', reason: CommandMiss, channel?: string }

export interface CommandOptions {
  /** A hook id (the `channel` query parameter) that overrides automatic selection. */
  channel?: string | null
}

/**
 * Exactly one hook for a command. With `channel`, that hook when it exists among `hooks`, is active, is in the
 * event's scope (environment level or the event's party) and listens to the command topic (exactly or by a
 * wildcard); its filter is not applied (the caller chose it explicitly). Otherwise the first ranked candidate.
 * Routes should answer every `not-found` reason alike (the reason is for logs), not to reveal other parties' hooks.
 */
export const selectCommandHook = <H extends Hook>(
  hooks: readonly H[], event: WharfEvent, options: CommandOptions = {}
): CommandSelection<H> => {
  const channel = options.channel
  if (typeof channel === 'string' && channel !== '') {
    const hook = hooks.find(h => h.id === channel)
    const miss = (reason: CommandMiss): CommandSelection<H> => ({ kind: 'not-found', reason, channel })
    if (hook === undefined) return miss('channel-not-found')
    if (hook.isActive === false) return miss('channel-inactive')
    const scope = scopeOf(hook, event)
    if (scope === null) return miss('channel-out-of-scope')
    const match = bestMatch(hook, event.topic)
    if (match === null) return miss('channel-topic-mismatch')
    const candidate: Candidate<H> = { hook, ...match, scope, filterLength: filterLength(hook.filter) }
    return { kind: 'found', hook, candidate, forced: true }
  }
  const first = selectHooks(hooks, event)[0]
  if (first === undefined) return { kind: 'not-found', reason: 'no-matching-hook' }
  return { kind: 'found', hook: first.hook, candidate: first, forced: false }
}

export type Dispatch<H extends Hook = Hook> =
  | { kind: 'command', hook: H | null, selection: CommandSelection<H> }
  | { kind: 'event', hooks: H[], candidates: Candidate<H>[] }

/**
 * Command topic: at most one hook (selectCommandHook; `hook` is null when none qualifies). Event topic: every
 * candidate in ranking order (`channel` is ignored). The HookSentRetry/HookSentError recursion rule applies through
 * selectHooks.
 */
export const dispatch = <H extends Hook>(
  hooks: readonly H[], event: WharfEvent, options: CommandOptions = {}
): Dispatch<H> => {
  if (isCommandTopic(event.topic)) {
    const selection = selectCommandHook(hooks, event, options)
    return { kind: 'command', hook: selection.kind === 'found' ? selection.hook : null, selection }
  }
  const candidates = selectHooks(hooks, event)
  return { kind: 'event', hooks: candidates.map(c => c.hook), candidates }
}
