// Hooks (tenant sign-in): every hook the token may read (action, party, topics, target, state). Action (ApManager):
// activate or deactivate a hook. A deliveries page, once registered in pages/index.js, is linked from each hook.
import { h, table, when, show, announce, errorBox } from '../dom.js'
import { api } from '../api.js'
import { PageElement, link } from '../page.js'

class HooksPage extends PageElement {
  static pageTitle = 'Hooks'

  async load () {
    const { hooks } = await api('/api/v1/hook')
    // A deliveries page registers the element wharf-deliveries (pages/index.js); until then there is nothing to link.
    const deliveries = customElements.get('wharf-deliveries') !== undefined
    const columns = [
      { label: 'Name', cell: k => show(k.name ?? k.id) },
      { label: 'Action', cell: k => k.action },
      { label: 'Party', cell: k => show(k.partyId ?? 'every party') },
      { label: 'Topics', cell: k => k.topics.join(', ') },
      { label: 'Target', cell: k => show(k.url) },
      { label: 'State', cell: k => h('span', { class: `state ${k.isActive ? 'on' : 'off'}` }, k.isActive ? 'active' : 'inactive') },
      { label: 'Updated', cell: k => when(k.updatedOn) },
      { label: 'Change', cell: k => h('button', { type: 'button', 'data-hook': k.id, onclick: ev => this.toggle(k, ev.currentTarget) }, `${k.isActive ? 'Deactivate' : 'Activate'} ${k.name ?? 'hook'}`) }
    ]
    if (deliveries) columns.push({ label: 'Deliveries', cell: k => link('deliveries', { hook: k.id }, 'Deliveries') })
    return table('Hooks', columns, hooks, 'No hooks.')
  }

  async toggle (hook, button) {
    button.disabled = true
    try {
      const changed = await api(`/api/v1/hook/${encodeURIComponent(hook.id)}`, { method: 'PUT', body: { isActive: !hook.isActive } })
      announce(`Hook ${hook.name ?? hook.id} is now ${changed.isActive ? 'active' : 'inactive'}.`, 'ok')
      await this.refresh()
    } catch (err) {
      button.disabled = false
      button.after(errorBox(err))
    }
  }
}
customElements.define('wharf-hooks', HooksPage)
export default { id: 'hooks', title: 'Hooks', needs: 'tenant', tag: 'wharf-hooks' }
