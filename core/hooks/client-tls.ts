/**
 * A hook's client certificate for mutual TLS (`tls`), checked when the hook is created or changed, so that garbage is
 * refused then rather than failing every delivery: `certificate` must hold PEM certificates node can parse (the first
 * is the client's, any others its chain), `privateKey` a private key node can read (with `passphrase` when it is
 * encrypted), and that key must belong to the first certificate. Every problem is a 400 VALIDATION_FAILED naming the
 * field (tls.certificate, tls.privateKey or tls.passphrase).
 */
import { createPrivateKey, type KeyObject, type X509Certificate } from 'node:crypto'
import { certificatesFromPem } from '../crypto/certificates.ts'
import type { HookTls } from './store.ts'
import { invalid } from './validate.ts'

const reason = (err: unknown): string => (err as Error).message.replace(/^error:[0-9A-F]+:/, '')

export function checkClientTls (tls: HookTls): void {
  let certs: X509Certificate[]
  try {
    certs = certificatesFromPem(tls.certificate)
  } catch (err) {
    throw invalid('tls.certificate', `is not a readable PEM certificate (${reason(err)})`)
  }
  if (certs.length === 0) throw invalid('tls.certificate', 'holds no PEM certificate (-----BEGIN CERTIFICATE-----)')
  let key: KeyObject
  try {
    key = createPrivateKey({ key: tls.privateKey, format: 'pem', ...(tls.passphrase !== undefined ? { passphrase: tls.passphrase } : {}) })
  } catch (err) {
    const code = (err as { code?: string }).code ?? ''
    if (tls.passphrase === undefined && (code === 'ERR_MISSING_PASSPHRASE' || /interrupted or cancelled/.test((err as Error).message))) throw invalid('tls.passphrase', 'the private key is encrypted: give its passphrase')
    if (tls.passphrase !== undefined && /decrypt/i.test((err as Error).message)) throw invalid('tls.passphrase', 'does not decrypt the private key')
    throw invalid('tls.privateKey', `is not a readable PEM private key (${reason(err)})`)
  }
  if (!certs[0].checkPrivateKey(key)) throw invalid('tls.privateKey', 'does not belong to the (first) certificate of tls.certificate')
}
