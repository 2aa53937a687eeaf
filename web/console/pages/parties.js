// Parties (tenant sign-in): the parties the token may act for; one party's identifiers, Peppol capabilities (on, off
// or inherited from the tenant's defaults, with the state that results), SML and Directory registration (with a
// migration in progress), business card and the document types its SMP entry publishes. Action: change capabilities.
import { h, table, when, show, facts, announce, errorBox } from '../dom.js'
import { api } from '../api.js'
import { PageElement, link } from '../page.js'

const STATES = ['on', 'off', 'inherited']

class PartiesPage extends PageElement {
  static pageTitle = 'Parties'

  async load () {
    const { parties } = await api('/api/v1/parties')
    const list = table('Parties', [
      { label: 'Identifiers', cell: p => link('parties', { party: p.identifiers[0] }, p.identifiers.join(', ')) },
      { label: 'Name', cell: p => show(p.name) },
      { label: 'Created', cell: p => when(p.createdAt) },
      { label: 'Documents', cell: p => link('documents', { party: p.identifiers[0] }, 'Documents') }
    ], parties, 'No parties (wharf party create).')
    const selected = this.params.get('party')
    if (selected === null) return list
    const party = parties.find(p => p.identifiers.includes(selected))
    if (party === undefined) return [list, h('p', { class: 'error', role: 'alert' }, `No party ${selected} for this sign-in.`)]
    return [list, await this.detail(party)]
  }

  async detail (party) {
    const id = party.identifiers[0]
    const path = `/api/v1/peppol/config/party/${encodeURIComponent(id)}`
    const [cfg, defaults] = await Promise.all([api(path), api('/api/v1/peppol/config')])
    const resolved = (name, state) => state === 'inherited' ? (defaults.capabilities[name] ?? 'off') : state
    const selects = new Map()
    const rows = Object.entries(cfg.capabilities).map(([name, state]) => ({ name, state }))
    const capTable = table(`Capabilities of ${id}`, [
      { label: 'Capability', cell: r => r.name },
      {
        label: 'Setting',
        cell: r => {
          const s = h('select', { name: r.name, 'aria-label': `Setting of ${r.name}` }, STATES.map(v => h('option', { value: v, selected: v === r.state }, v)))
          selects.set(r.name, s)
          return s
        }
      },
      { label: 'Resolved', cell: r => h('span', { class: `state ${resolved(r.name, r.state)}`, 'data-capability': r.name }, resolved(r.name, r.state)) },
      { label: 'Tenant default', cell: r => defaults.capabilities[r.name] ?? 'off' }
    ], rows)
    const form = h('form', { 'aria-labelledby': 'caps-h' }, h('h3', { id: 'caps-h' }, 'Capabilities'), capTable,
      h('button', { type: 'submit' }, 'Save capabilities'))
    form.addEventListener('submit', async ev => {
      ev.preventDefault()
      form.querySelector('.error')?.remove()
      const changed = Object.fromEntries([...selects].filter(([n, s]) => s.value !== cfg.capabilities[n]).map(([n, s]) => [n, s.value]))
      if (Object.keys(changed).length === 0) { announce('No capability changed.'); return }
      try {
        await api(path, { method: 'PUT', body: { capabilities: changed } })
        announce(`Capabilities of ${id} saved: ${Object.entries(changed).map(([n, v]) => `${n} ${v}`).join(', ')}.`, 'ok')
        await this.refresh()
      } catch (err) { form.append(errorBox(err)) }
    })
    const reg = cfg.registration
    const card = cfg.businessCard
    return h('section', { 'aria-labelledby': 'party-h' },
      h('h2', { id: 'party-h' }, `Party ${party.name ?? id}`),
      facts({ Identifiers: party.identifiers.join(', '), Name: party.name, 'Configuration changed': cfg.updatedOn }),
      form,
      h('h3', {}, 'SMP, SML and Directory registration'),
      facts({ SML: reg.sml, Directory: reg.directory }),
      table('Registration per identifier', [
        { label: 'Participant', cell: r => r.participant },
        { label: 'SML', cell: r => h('span', { class: 'state' }, r.sml) },
        { label: 'SML error', cell: r => show(r.smlError) },
        { label: 'Directory', cell: r => r.directory },
        { label: 'Directory error', cell: r => show(r.directoryError) },
        { label: 'Migration key valid until', cell: r => when(r.migrationExpiresOn) },
        { label: 'Updated', cell: r => when(r.updatedOn) }
      ], reg.participants, 'Not registered: no capability is on, or the registration has not run yet.'),
      h('h3', {}, 'Business card'),
      card === null ? h('p', { class: 'empty' }, 'No business card.') : facts(Object.fromEntries(Object.entries(card).map(([k, v]) => [k, typeof v === 'object' && v !== null ? (v.value ?? JSON.stringify(v)) : v]))),
      h('h3', {}, 'Document types published'),
      table('Document types in the SMP', [
        { label: 'Document type', cell: d => h('code', {}, d.documentTypeId) },
        { label: 'Processes', cell: d => d.processIds.join(', ') },
        { label: 'From capabilities', cell: d => d.capabilities.join(', ') }
      ], cfg.documentTypes, 'None: no capability resolves to on.'))
  }
}
customElements.define('wharf-parties', PartiesPage)
export default { id: 'parties', title: 'Parties', needs: 'tenant', tag: 'wharf-parties' }
