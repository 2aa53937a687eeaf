// Documents (tenant sign-in): one party's documents, filtered by direction, family, status, counterparty and period,
// paged by the server (the list's `next` cursor; the console never loads more than one page).
import { h, table, when, show, field, select } from '../dom.js'
import { api, qs, queryEnum } from '../api.js'
import { pager, toIso, toLocal } from '../paging.js'
import { PageElement, link } from '../page.js'

const LIST = '/api/v1/{partyId}/documents'
const FILTERS = ['direction', 'family', 'status', 'counterparty', 'from', 'to', 'limit']

class DocumentsPage extends PageElement {
  static pageTitle = 'Documents'

  async load () {
    const p = this.params
    const [{ parties }, families, statuses] = await Promise.all([api('/api/v1/parties'), queryEnum(LIST, 'family'), queryEnum(LIST, 'status')])
    const party = p.get('party') ?? parties[0]?.identifiers[0]
    if (party === undefined) return h('p', { class: 'empty' }, 'No parties for this sign-in.')
    const filters = Object.fromEntries(FILTERS.map(f => [f, p.get(f) ?? '']))
    const form = this.filterForm(parties, party, filters, families, statuses)
    const cursor = p.get('cursor') ?? ''
    const page = await api(`/api/v1/${encodeURIComponent(party)}/documents${qs({ ...filters, limit: filters.limit || 25, cursor })}`)
    const results = table(`Documents of ${party}`, [
      { label: 'Document', cell: d => link('document', { party, id: d.documentId }, show(d.documentNumber ?? d.documentId)) },
      { label: 'Direction', cell: d => d.direction === 'in' ? 'received' : 'sent' },
      { label: 'Family', cell: d => d.family },
      { label: 'Status', cell: d => h('span', { class: `state ${d.status}` }, d.status) },
      { label: 'Counterparty', cell: d => show(d.direction === 'in' ? d.sender : d.receiver) },
      { label: 'Channel', cell: d => show(d.channel) },
      { label: 'Created', cell: d => when(d.createdOn) }
    ], page.documents, 'No documents match.')
    const params = { party, ...filters }
    const nav = pager({
      key: JSON.stringify({ list: 'documents', ...params }), cursor, next: page.next, count: page.documents.length,
      noun: ['document', 'documents'], label: 'Pages of documents', go: c => this.go('documents', { ...params, cursor: c })
    })
    return [form, h('section', { 'aria-label': 'Results' }, results, nav)]
  }

  filterForm (parties, party, f, families, statuses) {
    const c = {
      party: select('party', parties.map(p => ({ value: p.identifiers[0], label: `${p.identifiers.join(', ')}${p.name ? ` (${p.name})` : ''}` })), party),
      direction: select('direction', [{ value: 'in', label: 'received' }, { value: 'out', label: 'sent' }], f.direction, 'any'),
      family: select('family', families, f.family, 'any'),
      status: select('status', statuses, f.status, 'any'),
      counterparty: h('input', { name: 'counterparty', value: f.counterparty, placeholder: '0088:7300010000001' }),
      from: h('input', { type: 'datetime-local', name: 'from', value: toLocal(f.from) }),
      to: h('input', { type: 'datetime-local', name: 'to', value: toLocal(f.to) }),
      limit: select('limit', ['10', '25', '50', '100'], f.limit || '25')
    }
    const form = h('form', { class: 'filters', role: 'search', 'aria-label': 'Filter documents' },
      field('Party', c.party), field('Direction', c.direction), field('Family', c.family), field('Status', c.status),
      field('Counterparty', c.counterparty), field('Created from', c.from), field('Created before', c.to), field('Page size', c.limit),
      h('button', { type: 'submit' }, 'Search'))
    form.addEventListener('submit', ev => {
      ev.preventDefault()
      this.go('documents', {
        party: c.party.value, direction: c.direction.value, family: c.family.value, status: c.status.value,
        counterparty: c.counterparty.value.trim(), from: toIso(c.from.value), to: toIso(c.to.value), limit: c.limit.value
      })
    })
    return form
  }
}
customElements.define('wharf-documents', DocumentsPage)
export default { id: 'documents', title: 'Documents', needs: 'tenant', tag: 'wharf-documents' }
