import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import {
  base64ToDer, certificateToBase64, certificateToDer, certificateToPem, certificatesFromPem, commonName, derToBase64,
  derToPem, formatDistinguishedName, isSeatId, organizationalUnit, parseCertificateTime, parseDistinguishedName,
  pemToDer, sameCertificate, seatIdOf, sha256Fingerprint, toX509, validityOf
} from './certificates.ts'

const EXPIRED_AP = fs.readFileSync(path.resolve(import.meta.dirname, '../../test/fixtures/peppol/peppol-expired-ap-cert.pem'), 'utf8')
const G3_SMP_CA = fs.readFileSync(path.resolve(import.meta.dirname, '../../plugins/peppol-as4/pki/trust/peppol-smp-test-ca-g3.pem'), 'utf8')

test('PEM, DER and base64 convert into each other', () => {
  const der = pemToDer(EXPIRED_AP)
  const b64 = derToBase64(der)
  assert.ok(!b64.includes('\n'))
  assert.ok(base64ToDer(b64).equals(der))
  assert.ok(base64ToDer(b64.replace(/(.{64})/g, '$1\r\n  ')).equals(der), 'line breaks and blanks are allowed')
  const pem = derToPem(der)
  assert.match(pem, /^-----BEGIN CERTIFICATE-----\n([A-Za-z0-9+/=]{64}\n)+[A-Za-z0-9+/=]{1,64}\n-----END CERTIFICATE-----\n$/)
  assert.ok(pemToDer(pem).equals(der))
  assert.throws(() => base64ToDer('abc$def'), /not base64/)
  assert.throws(() => pemToDer('no pem here'), /no "CERTIFICATE" PEM block/)
})

test('toX509 accepts PEM, base64 DER (SMP <Certificate>), DER bytes and parsed certificates', () => {
  const cert = toX509(EXPIRED_AP)
  assert.ok(toX509(certificateToBase64(cert)).raw.equals(cert.raw))
  assert.ok(toX509(certificateToDer(cert)).raw.equals(cert.raw))
  assert.ok(toX509(new Uint8Array(cert.raw)).raw.equals(cert.raw))
  assert.equal(toX509(cert), cert)
  assert.equal(certificateToPem(cert), cert.toString())
  assert.ok(sameCertificate(EXPIRED_AP, certificateToBase64(EXPIRED_AP)))
  assert.ok(!sameCertificate(EXPIRED_AP, G3_SMP_CA))
  assert.throws(() => toX509('MIIBgarbage'), /^Error: invalid certificate/)
  assert.equal(certificatesFromPem(EXPIRED_AP + G3_SMP_CA).length, 2)
  assert.match(sha256Fingerprint(G3_SMP_CA), /^[0-9a-f]{64}$/)
})

test('names, CN, OU and the Peppol seat id', () => {
  assert.equal(commonName(EXPIRED_AP), 'POP000306')
  assert.equal(organizationalUnit(EXPIRED_AP), 'PEPPOL TEST AP')
  assert.equal(seatIdOf(EXPIRED_AP), 'POP000306')
  assert.equal(seatIdOf(G3_SMP_CA), undefined, 'a CA CN is no seat id')
  assert.equal(commonName(G3_SMP_CA), 'PEPPOL SERVICE METADATA PUBLISHER TEST CA - G3')
  assert.equal(formatDistinguishedName(toX509(EXPIRED_AP).issuer), 'C=BE, O=OpenPEPPOL AISBL, OU=FOR TEST ONLY, CN=PEPPOL ACCESS POINT TEST CA - G2')
  assert.ok(isSeatId('PDK000270') && isSeatId('POP000001'))
  assert.ok(!isSeatId('POP00001') && !isSeatId('pop000001') && !isSeatId('POP0000011') && !isSeatId('XOP000001'))
  assert.deepEqual(parseDistinguishedName('C=BE\nO="Comma, Inc.\\nLine"\nCN=x'), [['C', 'BE'], ['O', 'Comma, Inc.\nLine'], ['CN', 'x']])
})

test('validity dates', () => {
  assert.deepEqual(validityOf(EXPIRED_AP), { notBefore: new Date('2019-07-01T00:00:00Z'), notAfter: new Date('2021-06-20T23:59:59Z') })
  assert.equal(parseCertificateTime('Jan  4 00:00:00 2018 GMT').toISOString(), '2018-01-04T00:00:00.000Z')
  assert.throws(() => parseCertificateTime('2018-01-04'), /unexpected certificate time/)
})
