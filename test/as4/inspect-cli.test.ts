// `wharf as4 inspect` on captured messages, as a real process: a phase4 receipt (valid inside its certificate's
// validity, expired now), an encrypted phase4 request (parsed, not decryptable without the key), and the phase4
// negative test files (wrong signing algorithm -> EBMS:0101, wrong compression -> EBMS:0003).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import path from 'node:path'
import { FIXTURES } from './network.ts'

const root = path.resolve(import.meta.dirname, '..', '..')
const G2_CA = path.join(root, 'plugins', 'peppol-as4', 'pki', 'trust', 'peppol-access-point-test-ca-g2.pem')

async function inspect (...args: string[]): Promise<{ code: number, out: string, err: string }> {
  return await new Promise(resolve => {
    execFile(process.execPath, [path.join(root, 'scripts', 'wharf.js'), 'as4', 'inspect', ...args], { cwd: root, timeout: 180_000 }, (err, out, errOut) => {
      resolve({ code: err === null ? 0 : (err as { code?: number }).code ?? 1, out, err: errOut })
    })
  })
}
const json = async (file: string, ...flags: string[]): Promise<any> => {
  const r = await inspect(path.join(FIXTURES, file), '--json', ...flags)
  assert.equal(r.code, 0, r.err)
  return JSON.parse(r.out)
}

test('helger.as4in: a signed Receipt, valid with the G2 test AP CA inside the certificate validity, EBMS:0101 (expired) today', async () => {
  const then = await json('helger.as4in', '--trust', G2_CA, '--at', '2022-03-07T17:36:50Z')
  assert.equal(then.messageType, 'Receipt')
  assert.equal(then.messageId, '1384cf77-2de9-4303-a4e7-ca935a20f4fd@phase4')
  assert.equal(then.refToMessageId, '3b3775c9-e88d-47f9-be5a-8e045ca2bc07@phase4')
  assert.equal(then.signature.status, 'valid')
  assert.equal(then.signature.certificate.subject, 'C=AT, O=Philip Helger IT Consulting e.U., OU=PEPPOL TEST AP, CN=POP000306')
  assert.equal(then.signature.certificate.notAfter, '2023-05-14T23:59:59.000Z')
  assert.equal(then.algorithms.signatureMethod, 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256')
  assert.equal(then.receipt.references.length, 3)
  assert.equal(then.ebmsCode, null)
  const now = await json('helger.as4in', '--trust', G2_CA)
  assert.equal(now.signature.status, 'invalid')
  assert.equal(now.signature.code, 'EBMS:0101')
  assert.match(now.signature.reason, /EXPIRED/)
  // A CA that did not issue it: untrusted even inside the validity period.
  const foreign = await json('helger.as4in', '--trust', path.join(root, 'plugins', 'peppol-as4', 'pki', 'trust', 'peppol-access-point-test-ca-g3.pem'), '--at', '2022-03-07T17:36:50Z')
  assert.equal(foreign.signature.status, 'invalid')
  assert.match(foreign.signature.reason, /UNTRUSTED_ISSUER/)
})

test('dump-raw.as4out: the encrypted phase4 request is described though it cannot be decrypted', async () => {
  const r = await json('dump-raw.as4out')
  assert.equal(r.messageType, 'UserMessage')
  assert.equal(r.messageId, '17a7c374-efe3-41e2-ac0d-8a8f47529e47@phase4')
  assert.equal(r.from.partyId, 'POP000306')
  assert.equal(r.finalRecipient, '9915:helger')
  assert.equal(r.parts.length, 1)
  assert.equal(r.parts[0].encrypted, true)
  assert.equal(r.algorithms.keyTransport, 'http://www.w3.org/2009/xmlenc11#rsa-oaep')
  assert.deepEqual(r.algorithms.contentEncryption, ['http://www.w3.org/2009/xmlenc11#aes128-gcm'])
  assert.equal(r.algorithms.tokens.length, 2)
  assert.equal(r.signature.status, 'not-verifiable')
})

test('WrongSigningAlgorithm.xml -> EBMS:0101; WrongCompression.mime -> EBMS:0003', async () => {
  const alg = await json('WrongSigningAlgorithm.xml')
  assert.equal(alg.signature.status, 'invalid')
  assert.equal(alg.ebmsCode, 'EBMS:0101')
  assert.match(alg.signature.reason, /randomcrypt/)
  const comp = await json('WrongCompression.mime')
  assert.equal(comp.ebmsCode, 'EBMS:0003')
  assert.equal(comp.signature.status, 'absent')
})

test('human output and bad input', async () => {
  const r = await inspect(path.join(FIXTURES, 'helger.as4in'), '--trust', G2_CA, '--at', '2022-03-07T17:36:50Z')
  assert.equal(r.code, 0, r.err)
  assert.match(r.out, /message type: Receipt/)
  assert.match(r.out, /signature: valid/)
  assert.match(r.out, /certificate: .*CN=POP000306/)
  const missing = await inspect(path.join(FIXTURES, 'no-such-file'))
  assert.equal(missing.code, 1)
  assert.match(missing.err, /ENOENT/)
  const badAt = await inspect(path.join(FIXTURES, 'helger.as4in'), '--at', 'yesterday')
  assert.equal(badAt.code, 2)
})
