/**
 * Our access point identity and the Peppol AP trust check, shared by the sending worker and the receiving route:
 *
 *   const me = loadIdentity(certFile, keyFile)        // { certPem, keyPem, seatId } (the CN), cached per file pair
 *   const trust = apTrustCheck(store)                 // (certPem, at) => void, throws when not a valid AP certificate
 *   seatIdOf(certPem)                                 // the CN of a certificate (the AS4 PartyId of its AP)
 */
import fs from 'node:fs'
import type { X509Certificate } from 'node:crypto'
import type { KeyPair } from './wssec/index.ts'
import type { TrustStore } from './pki/trust-store.ts'
import { toX509 } from '../../core/sdk/x509.ts'

export interface ApIdentity extends KeyPair {
  /** CN of our AP certificate: the From/To PartyId of AS4 messages. */
  seatId: string
}

const identities = new Map<string, ApIdentity>()

/** The CN of a PEM certificate ('' when it has none). */
export function seatIdOf (certPem: string): string {
  const subject = toX509(certPem).subject
  const cn = subject.split('\n').find(l => l.startsWith('CN='))
  return cn === undefined ? '' : cn.slice(3)
}

export function loadIdentity (certFile: string, keyFile: string): ApIdentity {
  const key = `${certFile}\n${keyFile}`
  let id = identities.get(key)
  if (id === undefined) {
    const certPem = fs.readFileSync(certFile, 'utf8')
    const keyPem = fs.readFileSync(keyFile, 'utf8')
    id = { certPem, keyPem, seatId: seatIdOf(certPem) }
    identities.set(key, id)
  }
  return id
}

/** A wssec `trust` callback: the certificate must be a valid AP certificate of the store's CAs at `at`. */
export function apTrustCheck (store: TrustStore): (certPem: string, at: Date) => void {
  return (certPem, at) => {
    let cert: X509Certificate | string = certPem
    try { cert = toX509(certPem) } catch { /* verifyChain reports the unparsable certificate */ }
    const r = store.verifyChain(cert, 'ap', { at })
    if (!r.ok) throw new Error(`${r.code}: ${r.reason}`)
  }
}
