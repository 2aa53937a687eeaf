// Plugins (admin token): installed plugins with their version and the plugin API version they were written for,
// the plugin API version of this host, plugins refused at discovery, and the channel plugins enabled per tenant.
import { h, table, show, facts } from '../dom.js'
import { api } from '../api.js'
import { PageElement } from '../page.js'

class PluginsPage extends PageElement {
  static pageTitle = 'Plugins'

  async load () {
    const r = await api('/admin/v1/plugins')
    const channels = r.plugins.filter(p => p.kind === 'channel').map(p => p.name)
    return [
      facts({ 'Plugin API version of this host': r.hostApiVersion }),
      table('Installed plugins', [
        { label: 'Name', cell: p => p.name },
        { label: 'Kind', cell: p => p.kind },
        { label: 'Version', cell: p => p.version },
        { label: 'API version', cell: p => p.apiVersion },
        { label: 'Actions', cell: p => show(p.actions.join(', ')) },
        { label: 'Source', cell: p => p.packageName ?? p.source }
      ], r.plugins, 'No plugins installed.'),
      h('h2', {}, 'Refused plugins'),
      table('Refused plugins', [
        { label: 'Plugin', cell: p => show(p.name) }, { label: 'File', cell: p => h('code', {}, p.file) }, { label: 'Reason', cell: p => p.reason }
      ], r.refused, 'None refused.'),
      h('h2', {}, 'Channel plugins per tenant'),
      table('Channel plugins per tenant', [
        { label: 'Tenant', cell: t => t.name },
        { label: 'Environment', cell: t => t.environment },
        ...channels.map(name => ({ label: name, cell: t => t.enabled.includes(name) ? 'enabled' : 'off' }))
      ], r.tenants, 'No tenants.')
    ]
  }
}
customElements.define('wharf-plugins', PluginsPage)
export default { id: 'plugins', title: 'Plugins', needs: 'admin', tag: 'wharf-plugins' }
