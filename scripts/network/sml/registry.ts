/**
 * The records of a local SML zone, held in memory: which participant is published by which SMP.
 *
 * A registration produces a U-NAPTR record (`Meta:SMP`, `!^.*$!<smpUrl>!`) at the hashed name, a legacy CNAME at the
 * `b-<md5>` name, or both. Names are kept relative to the zone, so one registry can back a server for any zone.
 * Persistence is the caller's: load registrations with set() at start and write them wherever they belong when they
 * change; nothing here touches a database.
 */
import { nameToLabels } from './dns-wire/index.ts'
import { cnameRelativeName, naptrRelativeName, participantKey, type SmlParticipant } from '../../../plugins/peppol-as4/sml/naming.ts'

/** Which DNS records a registration publishes. */
export type SmlRecordKind = 'naptr' | 'cname' | 'both'

export interface SmlRegistration {
  /** Scheme and value lower-cased (participant identifiers are case-insensitive). */
  participant: SmlParticipant
  /** SMP base URL, e.g. 'http://127.0.0.1:8081' or 'https://smp.example.com'. */
  smpUrl: string
  records: SmlRecordKind
  /** Target of the legacy CNAME (a host name; legacy clients reach the SMP at http://<target>/). */
  cnameTarget?: string
}

export interface SmlSetOptions {
  /** Default 'naptr' (the current lookup). 'cname' or 'both' also publish the deprecated `b-<md5>` CNAME. */
  records?: SmlRecordKind
  /**
   * CNAME target; defaults to the host name of smpUrl. The legacy scheme carries no scheme, port or path: a legacy
   * client calls http://<target>/ on port 80, so an SMP on another port is reachable through the NAPTR record only.
   */
  cnameTarget?: string
}

/** The registry interface the rest of Wharf (SML management, the BDMSL endpoint) programs against. */
export interface SmlRegistry {
  /** Registers or replaces the participant's SMP. Throws TypeError for an unusable participant, URL or target. */
  set (participant: SmlParticipant, smpUrl: string, options?: SmlSetOptions): SmlRegistration
  /** Removes the participant; false when it was not registered. */
  delete (participant: SmlParticipant): boolean
  list (): SmlRegistration[]
}

/** What the zone holds at one name (relative to the zone). */
export type SmlZoneEntry =
  | { kind: 'naptr', registration: SmlRegistration }
  | { kind: 'cname', registration: SmlRegistration }
  /** A name with nothing of its own but registrations below it, e.g. 'iso6523-actorid-upis'. */
  | { kind: 'empty-non-terminal' }

/** Validates an SMP URL for a NAPTR regexp: absolute http(s), no credentials, no '!' (the regexp delimiter). */
export function checkSmpUrl (smpUrl: string): string {
  if (typeof smpUrl !== 'string') throw new TypeError('SMP URL must be a string')
  const url = smpUrl.trim()
  let parsed: URL
  try { parsed = new URL(url) } catch { throw new TypeError(`Invalid SMP URL ${JSON.stringify(smpUrl)}`) }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new TypeError(`SMP URL must be http or https: ${JSON.stringify(smpUrl)}`)
  }
  if (parsed.username !== '' || parsed.password !== '') throw new TypeError('SMP URL must not contain credentials')
  if (url.includes('!') || url.includes('\\')) {
    throw new TypeError(`SMP URL must not contain '!' or '\\' (NAPTR regexp syntax): ${JSON.stringify(smpUrl)}`)
  }
  if (/[\s\u0000-\u001f\u007f]/.test(url)) throw new TypeError('SMP URL must not contain whitespace or control characters')
  if (Buffer.byteLength(`!^.*$!${url}!`, 'utf8') > 255) throw new TypeError('SMP URL too long for a NAPTR record (max 248 octets)')
  return url
}

const HOST_RE = /^(?=.{1,253}$)[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*$/

function checkCnameTarget (target: string): string {
  const t = String(target).trim().toLowerCase().replace(/\.$/, '')
  if (!HOST_RE.test(t)) throw new TypeError(`Invalid CNAME target ${JSON.stringify(target)}: expected a host name`)
  nameToLabels(t)
  return t
}

/** In-memory SmlRegistry with the name index the DNS server reads. */
export class MemorySmlRegistry implements SmlRegistry {
  readonly #byKey = new Map<string, SmlRegistration>()
  /** relative name -> participant key */
  readonly #naptr = new Map<string, string>()
  readonly #cname = new Map<string, string>()
  /** relative name of a proper ancestor of some record -> number of records below it */
  readonly #ancestors = new Map<string, number>()
  #serial = 1

  /** SOA serial: starts at 1, grows by one on every change (wrapping at 2^32). */
  get serial (): number { return this.#serial }
  get size (): number { return this.#byKey.size }

  set (participant: SmlParticipant, smpUrl: string, options: SmlSetOptions = {}): SmlRegistration {
    const key = participantKey(participant) // validates the participant
    const url = checkSmpUrl(smpUrl)
    const records = options.records ?? 'naptr'
    if (records !== 'naptr' && records !== 'cname' && records !== 'both') {
      throw new TypeError(`Invalid records kind ${JSON.stringify(records)}`)
    }
    const cut = key.indexOf('::') // the scheme never contains ':'
    const scheme = key.slice(0, cut)
    const value = key.slice(cut + 2)
    const registration: SmlRegistration = { participant: { scheme, value }, smpUrl: url, records }
    if (records !== 'naptr') {
      const host = options.cnameTarget ?? new URL(url).hostname
      registration.cnameTarget = checkCnameTarget(host)
    }
    this.#remove(key)
    this.#byKey.set(key, registration)
    if (records !== 'cname') this.#index(this.#naptr, naptrRelativeName(registration.participant), key)
    if (records !== 'naptr') this.#index(this.#cname, cnameRelativeName(registration.participant), key)
    this.#bump()
    return { ...registration, participant: { ...registration.participant } }
  }

  delete (participant: SmlParticipant): boolean {
    const removed = this.#remove(participantKey(participant))
    if (removed) this.#bump()
    return removed
  }

  get (participant: SmlParticipant): SmlRegistration | undefined {
    const r = this.#byKey.get(participantKey(participant))
    return r === undefined ? undefined : { ...r, participant: { ...r.participant } }
  }

  list (): SmlRegistration[] {
    return [...this.#byKey.values()].map(r => ({ ...r, participant: { ...r.participant } }))
  }

  /** What the zone holds at `relativeName` (lower case, no zone, no trailing dot); undefined when nothing. */
  find (relativeName: string): SmlZoneEntry | undefined {
    const n = this.#naptr.get(relativeName)
    if (n !== undefined) return { kind: 'naptr', registration: this.#byKey.get(n) as SmlRegistration }
    const c = this.#cname.get(relativeName)
    if (c !== undefined) return { kind: 'cname', registration: this.#byKey.get(c) as SmlRegistration }
    if (this.#ancestors.has(relativeName)) return { kind: 'empty-non-terminal' }
    return undefined
  }

  #bump (): void { this.#serial = (this.#serial % 0xffffffff) + 1 }

  #index (map: Map<string, string>, name: string, key: string): void {
    map.set(name, key)
    for (const a of ancestorsOf(name)) this.#ancestors.set(a, (this.#ancestors.get(a) ?? 0) + 1)
  }

  #unindex (map: Map<string, string>, name: string): void {
    if (!map.delete(name)) return
    for (const a of ancestorsOf(name)) {
      const left = (this.#ancestors.get(a) ?? 1) - 1
      if (left <= 0) this.#ancestors.delete(a)
      else this.#ancestors.set(a, left)
    }
  }

  #remove (key: string): boolean {
    const old = this.#byKey.get(key)
    if (old === undefined) return false
    this.#byKey.delete(key)
    this.#unindex(this.#naptr, naptrRelativeName(old.participant))
    this.#unindex(this.#cname, cnameRelativeName(old.participant))
    return true
  }
}

/** 'a.b.c' -> ['b.c', 'c'] (the zone apex itself is not included). */
function ancestorsOf (name: string): string[] {
  const parts = name.split('.')
  const out: string[] = []
  for (let i = 1; i < parts.length; i++) out.push(parts.slice(i).join('.'))
  return out
}
