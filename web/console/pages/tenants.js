// Tenants (admin token): plan, environment, kind, the channel plugins enabled for each; a tenant's parties.
import { h, table, when, show } from '../dom.js'
import { api, qs } from '../api.js'
import { PageElement, link } from '../page.js'

class TenantsPage extends PageElement {
  static pageTitle = 'Tenants'

  async load () {
    const [{ tenants }, plugins] = await Promise.all([api('/admin/v1/tenants'), api('/admin/v1/plugins')])
    const enabled = new Map(plugins.tenants.map(t => [t.id, t.enabled]))
    const selected = this.params.get('tenant')
    const list = table('Tenants', [
      { label: 'Name', cell: t => link('tenants', { tenant: t.id }, t.name) },
      { label: 'Environment', cell: t => t.environment },
      { label: 'Plan', cell: t => t.plan },
      { label: 'Kind', cell: t => t.kind },
      { label: 'Plugins enabled', cell: t => show((enabled.get(t.id) ?? []).join(', ')) },
      { label: 'Created', cell: t => when(t.createdAt) },
      { label: 'Id', cell: t => h('code', {}, t.id) }
    ], tenants, 'No tenants yet (wharf tenant create).')
    const out = [list]
    const tenant = tenants.find(t => t.id === selected)
    if (tenant !== undefined) {
      const { parties } = await api(`/admin/v1/parties${qs({ tenant: tenant.id })}`)
      out.push(h('section', { 'aria-labelledby': 'tenant-parties' },
        h('h2', { id: 'tenant-parties' }, `Parties of ${tenant.name}`),
        table(`Parties of ${tenant.name}`, [
          { label: 'Identifiers', cell: p => p.identifiers.join(', ') },
          { label: 'Name', cell: p => show(p.name) },
          { label: 'Environment', cell: p => p.environment },
          { label: 'Created', cell: p => when(p.createdAt) }
        ], parties, 'No parties in this tenant.'),
        h('p', { class: 'hint' }, 'Capabilities, registration and documents of a party: sign in to the tenant and open Parties.')))
    }
    return out
  }
}
customElements.define('wharf-tenants', TenantsPage)
export default { id: 'tenants', title: 'Tenants', needs: 'admin', tag: 'wharf-tenants' }
