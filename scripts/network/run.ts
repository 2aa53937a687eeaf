/**
 * `npm run network`: a complete Peppol network on this machine for integrators' own tests.
 *
 * Starts the local SML (DNS on loopback + BDMSL over mTLS), a Peppol Directory double, and two Wharf instances A and
 * B (real processes, each with its own embedded database under the network folder) that register their parties in
 * that SML and publish business cards to that Directory. Then it enrols one party on each instance, switches
 * invoices on, adds a Peppol hook for sending, and prints credentials and ready-to-paste commands.
 *
 * Everything is new on each run (fresh test PKI, empty SML); the folder is WHARF_NETWORK_DIR (default
 * ./data/network). Ports: NETWORK_PORT (default 7080) for A, +1 for B, +2 SML, +3 Directory, +4 DNS (UDP and TCP).
 * Stop with Ctrl-C.
 */
import fs from 'node:fs'
import path from 'node:path'
import { spawn, type ChildProcess } from 'node:child_process'
import { projectRoot } from '../../core/paths.ts'
import { makeTestPki } from '../pki/make-test-pki.ts'
import { instanceEnv, startLocalPeppol } from './local-peppol.ts'

const base = Number(process.env.NETWORK_PORT ?? 7080)
const dir = path.resolve(process.env.WHARF_NETWORK_DIR ?? path.join(projectRoot, 'data', 'network'))
const PARTIES = { A: '0208:0202239951', B: '0208:0123456749' } as const
type Name = keyof typeof PARTIES

fs.rmSync(dir, { recursive: true, force: true })
fs.mkdirSync(dir, { recursive: true })
console.log(`wharf network: making a test PKI and starting the local SML and Directory in ${dir}`)
const net = await startLocalPeppol({ pki: await makeTestPki({ instances: ['A', 'B'] }), dir, smlPort: base + 2, directoryPort: base + 3, dnsPort: base + 4 })

const children: ChildProcess[] = []
async function startInstance (name: Name, port: number): Promise<{ url: string, clientId: string, clientSecret: string }> {
  const url = `http://127.0.0.1:${port}`
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...instanceEnv(net, name, { port }),
    PORT: String(port),
    HOST: '127.0.0.1',
    WHARF_DATA_DIR: path.join(dir, name),
    WHARF_ACCEPTANCE_URL: url,
    WHARF_DEMO: 'true',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn'
  }
  delete env.DATABASE_URL
  const child = spawn(process.execPath, [path.join(projectRoot, 'scripts', 'start.js')], { env, cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'] })
  children.push(child)
  let out = ''
  const prefix = (chunk: Buffer): string => chunk.toString().split('\n').filter(Boolean).map(l => `[${name}] ${l}`).join('\n') + '\n'
  child.stderr?.on('data', (c: Buffer) => { process.stderr.write(prefix(c)) })
  return await new Promise((resolve, reject) => {
    child.once('exit', code => reject(new Error(`instance ${name} exited with code ${code ?? 'null'}:\n${out}`)))
    child.stdout?.on('data', (c: Buffer) => {
      out += c.toString()
      const id = /clientId:\s+(\S+)/.exec(out)?.[1]
      const secret = /clientSecret:\s+(\S+)/.exec(out)?.[1]
      if (id !== undefined && secret !== undefined && /API docs/.test(out)) resolve({ url, clientId: id, clientSecret: secret })
      else if (id === undefined && /listening|API docs/.test(out) && out.length > 2000) process.stdout.write(prefix(c))
    })
  })
}

async function token (i: { url: string, clientId: string, clientSecret: string }): Promise<string> {
  const res = await fetch(`${i.url}/connect/token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'client_credentials', client_id: i.clientId, client_secret: i.clientSecret, scope: 'ap' }) })
  return ((await res.json()) as { access_token: string }).access_token
}

async function call (url: string, bearer: string, method: string, body: unknown): Promise<unknown> {
  const res = await fetch(url, { method, headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' }, body: JSON.stringify(body) })
  if (!res.ok) throw new Error(`${method} ${url}: HTTP ${res.status} ${await res.text()}`)
  return await res.json()
}

const stop = (): void => {
  for (const c of children) c.kill('SIGTERM')
  void net.close().finally(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)

try {
  const instances = { A: await startInstance('A', base), B: await startInstance('B', base + 1) }
  for (const name of ['A', 'B'] as const) {
    const i = instances[name]
    const bearer = await token(i)
    await call(`${i.url}/api/v1/parties`, bearer, 'POST', { ids: [PARTIES[name]], name: `Party ${name}` })
    // The Peppol channel for sending: SendInvoice and the other send commands go over AS4.
    await call(`${i.url}/api/v1/hook`, bearer, 'POST', { action: 'peppol', name: 'peppol', topics: ['Send*'] })
    await call(`${i.url}/api/v1/peppol/config/party/${PARTIES[name]}`, bearer, 'PUT', {
      capabilities: { invoices: 'on' },
      businessCard: { names: { value: `Party ${name} (Wharf local network)` }, address: { value: 'Kerkstraat 1, 9000 Gent, BE' } }
    })
  }
  const show = (name: Name): string => {
    const i = instances[name]
    return [
      `  Instance ${name}: ${i.url}   (API docs ${i.url}/docs, AS4 ${i.url}/as4)`,
      `    party ${PARTIES[name]}, invoices on; clientId ${i.clientId}  clientSecret ${i.clientSecret}`,
      `    token: curl -s ${i.url}/connect/token -d grant_type=client_credentials -d client_id=${i.clientId} -d client_secret=${i.clientSecret} -d scope=ap`
    ].join('\n')
  }
  console.log([
    '',
    'Wharf local Peppol network is up.',
    '',
    show('A'),
    show('B'),
    '',
    `  SML (BDMSL, mTLS): ${net.smlUrl}    DNS zone ${net.zone} at ${net.dns.address}:`,
    `    dig @127.0.0.1 -p ${net.dns.port} NAPTR <hash>.iso6523-actorid-upis.${net.zone}   (names: plugins/peppol-as4/sml/naming.ts)`,
    `  Directory double: ${net.directoryUrl as string}/search/1.0/json?q=Wharf`,
    `  Test PKI (CA, AP and SMP certificates and keys): ${path.join(dir, 'pki')}`,
    '',
    '  Try, with a token of A:',
    `    curl -s "${instances.A.url}/api/v1/peppol/deliveryOption?partyIds=${PARTIES.B}" -H "Authorization: Bearer $TOKEN_A"`,
    `    curl -s "${instances.A.url}/api/v1/queryRecipientParty?identifier=${PARTIES.B}" -H "Authorization: Bearer $TOKEN_A"`,
    '  Send an invoice A -> B over AS4 (a UBL invoice whose seller EndpointID is 0208:0202239951 and buyer',
    '  EndpointID 0208:0123456749), then list what B received:',
    `    curl -s -X POST "${instances.A.url}/api/v1/${PARTIES.A}/salesInvoice/send" -H "Authorization: Bearer $TOKEN_A" -H 'content-type: application/xml' --data-binary @invoice.xml`,
    `    curl -s "${instances.B.url}/api/v1/${PARTIES.B}/documents" -H "Authorization: Bearer $TOKEN_B"`,
    '  Hand B\'s party to A: GET /api/v1/peppol/{partyId}/prepareToMigrate on B, then PUT /api/v1/peppol/config/party/{partyId}',
    '  with {"migration":{"key":"..."}} on A (after enrolling the party there).',
    '',
    'Ctrl-C stops everything.'
  ].join('\n'))
} catch (err) {
  console.error(`wharf network: ${(err as Error).message}`)
  stop()
}
