// Health (no sign-in needed): the process and its database (GET /health), and who the tenant sign-in speaks for.
import { h, facts } from '../dom.js'
import { api } from '../api.js'
import { PageElement } from '../page.js'
import { tenantToken } from '../session.js'

class HealthPage extends PageElement {
  static pageTitle = 'Health'

  async load () {
    const res = await fetch('/health', { headers: { accept: 'application/json' } })
    const health = await res.json()
    const out = [
      h('p', { class: `state ${health.status === 'ok' ? 'on' : 'off'}`, 'data-health': health.status }, `Wharf is ${health.status === 'ok' ? 'up' : health.status} (HTTP ${res.status})`),
      facts({ Version: health.version, Database: health.database, 'Uptime (s)': health.uptimeSeconds, Error: health.error })
    ]
    if (tenantToken() !== undefined) {
      const me = await api('/api/v1/me')
      out.push(h('h2', {}, 'Tenant sign-in'), facts({
        Tenant: me.tenant.name, Environment: me.environment, Kind: me.kind, Application: me.application?.clientId, User: me.user?.username,
        Roles: me.roles.join(', '), Parties: me.allParties ? 'all' : me.partyIds.join(', '), 'Token expires': me.tokenExpiresAt
      }))
    }
    return out
  }
}
customElements.define('wharf-health', HealthPage)
export default { id: 'health', title: 'Health', needs: 'none', tag: 'wharf-health' }
