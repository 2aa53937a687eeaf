/**
 * The CLI's commands. Each maps its flags onto one admin API request (core/admin/routes.ts), so the CLI does exactly
 * what the admin API does, whether it runs in-process or against a running server.
 */
export interface AdminRequest { method: 'GET' | 'POST', url: string, body?: Record<string, unknown> }

export interface Command {
  usage: string
  flags: Record<string, { type: 'string' | 'boolean', multiple?: boolean }>
  required: string[]
  request: (f: Record<string, string | string[] | boolean | undefined>) => AdminRequest
}

const list = (v: string | string[] | boolean | undefined): string[] | undefined => {
  if (v === undefined || typeof v === 'boolean') return undefined
  return (Array.isArray(v) ? v : [v]).flatMap(x => x.split(',')).map(x => x.trim()).filter(Boolean)
}
const s = (v: unknown): string => String(v)
const opt = <T>(key: string, v: T | undefined): Record<string, T> => v === undefined ? {} : { [key]: v }
const enc = encodeURIComponent

export const commands: Record<string, Command> = {
  'reporting build': {
    usage: 'wharf reporting build --month YYYY-MM [--environment acceptance|production] [--out DIR]   (Peppol EUSR + TSR: prints or writes the XML)',
    flags: { month: { type: 'string' }, environment: { type: 'string' }, out: { type: 'string' } },
    required: ['month'],
    request: f => ({ method: 'POST', url: '/admin/v1/reporting/build', body: { month: s(f.month), ...opt('environment', f.environment) } })
  },
  'reporting send': {
    usage: 'wharf reporting send --month YYYY-MM [--environment acceptance|production]   (sends the reports not sent yet over AS4)',
    flags: { month: { type: 'string' }, environment: { type: 'string' } },
    required: ['month'],
    request: f => ({ method: 'POST', url: '/admin/v1/reporting/send', body: { month: s(f.month), ...opt('environment', f.environment) } })
  },
  'tenant create': {
    usage: 'wharf tenant create --name N --environment acceptance|production [--plan P] [--kind partner|direct]',
    flags: { name: { type: 'string' }, environment: { type: 'string' }, plan: { type: 'string' }, kind: { type: 'string' } },
    required: ['name', 'environment'],
    request: f => ({ method: 'POST', url: '/admin/v1/tenants', body: { name: s(f.name), environment: s(f.environment), ...opt('plan', f.plan), ...opt('kind', f.kind) } })
  },
  'tenant list': {
    usage: 'wharf tenant list',
    flags: {},
    required: [],
    request: () => ({ method: 'GET', url: '/admin/v1/tenants' })
  },
  'tenant add-key': {
    usage: 'wharf tenant add-key --tenant T   (adds a Subscription-Key)',
    flags: { tenant: { type: 'string' } },
    required: ['tenant'],
    request: f => ({ method: 'POST', url: `/admin/v1/tenants/${enc(s(f.tenant))}/subscription-keys` })
  },
  'app create': {
    usage: 'wharf app create --tenant T --roles ApManager[,ApUser] [--parties 0208:...[,...]] [--name N]',
    flags: { tenant: { type: 'string' }, roles: { type: 'string', multiple: true }, parties: { type: 'string', multiple: true }, name: { type: 'string' } },
    required: ['tenant', 'roles'],
    request: f => ({ method: 'POST', url: '/admin/v1/applications', body: { tenant: s(f.tenant), roles: list(f.roles), ...opt('parties', list(f.parties)), ...opt('name', f.name) } })
  },
  'app list': {
    usage: 'wharf app list --tenant T',
    flags: { tenant: { type: 'string' } },
    required: ['tenant'],
    request: f => ({ method: 'GET', url: `/admin/v1/tenants/${enc(s(f.tenant))}/applications` })
  },
  'app revoke': {
    usage: 'wharf app revoke --client-id C',
    flags: { 'client-id': { type: 'string' } },
    required: ['client-id'],
    request: f => ({ method: 'POST', url: `/admin/v1/applications/${enc(s(f['client-id']))}/revoke` })
  },
  'user create': {
    usage: 'wharf user create --tenant T --username U --password P --parties 0208:...[,...] [--roles ApUser]',
    flags: { tenant: { type: 'string' }, username: { type: 'string' }, password: { type: 'string' }, parties: { type: 'string', multiple: true }, roles: { type: 'string', multiple: true } },
    required: ['tenant', 'username', 'password', 'parties'],
    request: f => ({ method: 'POST', url: '/admin/v1/users', body: { tenant: s(f.tenant), username: s(f.username), password: s(f.password), parties: list(f.parties), ...opt('roles', list(f.roles)) } })
  },
  'party create': {
    usage: 'wharf party create --tenant T --id 0208:0123456749 [--id 9925:BE0123456749 ...] [--name N]',
    flags: { tenant: { type: 'string' }, id: { type: 'string', multiple: true }, name: { type: 'string' } },
    required: ['tenant', 'id'],
    request: f => ({ method: 'POST', url: '/admin/v1/parties', body: { tenant: s(f.tenant), ids: list(f.id), ...opt('name', f.name) } })
  },
  'party list': {
    usage: 'wharf party list --tenant T',
    flags: { tenant: { type: 'string' } },
    required: ['tenant'],
    request: f => ({ method: 'GET', url: `/admin/v1/parties?tenant=${enc(s(f.tenant))}` })
  },
  'party add-id': {
    usage: 'wharf party add-id --tenant T --party 0208:0123456749 --id 9925:BE0123456749',
    flags: { tenant: { type: 'string' }, party: { type: 'string' }, id: { type: 'string' } },
    required: ['tenant', 'party', 'id'],
    request: f => ({ method: 'POST', url: '/admin/v1/parties/identifiers', body: { tenant: s(f.tenant), party: s(f.party), id: s(f.id) } })
  },
  'keys rotate': {
    usage: 'wharf keys rotate --environment acceptance|production',
    flags: { environment: { type: 'string' } },
    required: ['environment'],
    request: f => ({ method: 'POST', url: '/admin/v1/keys/rotate', body: { environment: s(f.environment) } })
  }
}
