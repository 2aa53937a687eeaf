// Recipient lookup (tenant sign-in): what the SML and the recipient's SMP answer for an identifier and a document
// family: registered or why not, the Access Point (endpoint URL, certificate and its seat id), the document types and
// processes, the channels the tenant's hooks offer and the one a send would take.
import { h, table, field, select, facts, show } from '../dom.js'
import { api, qs, queryEnum } from '../api.js'
import { PageElement } from '../page.js'

class LookupPage extends PageElement {
  static pageTitle = 'Recipient lookup'

  async load () {
    const identifier = this.params.get('identifier') ?? ''
    const family = this.params.get('family') ?? 'Invoice'
    const families = await queryEnum('/api/v1/peppol/deliveryOption', 'documentFamily')
    const idInput = h('input', { name: 'identifier', value: identifier, required: true, placeholder: '0208:0123456749' })
    const famSelect = select('family', families.length > 0 ? families : ['Invoice', 'CreditNote', 'Order'], family)
    const refresh = h('input', { type: 'checkbox', name: 'refresh' })
    const form = h('form', { role: 'search', 'aria-label': 'Look up a recipient', class: 'filters' },
      field('Recipient identifier', idInput, '<schemeID>:<id>'), field('Document family', famSelect),
      h('div', { class: 'field check' }, refresh, h('label', { for: 'lookup-refresh' }, 'Skip the lookup cache')),
      h('button', { type: 'submit' }, 'Look up'))
    refresh.id = 'lookup-refresh'
    form.addEventListener('submit', ev => {
      ev.preventDefault()
      this.go('lookup', { identifier: idInput.value.trim(), family: famSelect.value, refresh: refresh.checked ? 'true' : '' })
    })
    if (identifier === '') return form
    const [answer, options] = await Promise.all([
      api(`/api/v1/queryRecipientParty${qs({ identifier })}`),
      api(`/api/v1/peppol/deliveryOption${qs({ partyIds: identifier, documentFamily: family, refresh: this.params.get('refresh') })}`)
    ])
    const ap = answer.accessPoint
    // Usually one AP certificate serves every document type: shown once each, referred to by number in the table.
    const certificates = [...new Set(options.deliveryOptions.map(o => o.certificate))]
    return [form, h('section', { 'aria-labelledby': 'answer-h' },
      h('h2', { id: 'answer-h' }, `Answer for ${answer.partyId}`),
      facts({ 'On Peppol': answer.registered ? 'yes' : 'no', Reason: answer.reason, Message: answer.message, 'Access Point': ap?.url, 'Seat id': ap?.seatId, 'Selected channel': answer.selectedChannel }),
      h('h3', {}, `Delivery options for ${family}`),
      table(`Delivery options for ${family}`, [
        { label: 'Document type', cell: o => h('code', {}, o.documentTypeId) },
        { label: 'Process', cell: o => o.processId },
        { label: 'Protocol', cell: o => o.protocol },
        { label: 'Endpoint', cell: o => o.url },
        { label: 'Certificate', cell: o => `certificate ${certificates.indexOf(o.certificate) + 1}` }
      ], options.deliveryOptions, 'No delivery option for this family.'),
      certificates.length === 0 ? null : h('section', { 'aria-labelledby': 'certs-h' },
        h('h3', { id: 'certs-h' }, 'Access Point certificates'),
        certificates.map((pem, i) => h('details', { class: 'certificate' }, h('summary', {}, `Certificate ${i + 1}${certificates.length === 1 && ap?.seatId ? ` (seat ${ap.seatId})` : ''}`), h('pre', {}, pem)))),
      options.failures.length === 0 ? null : table('Lookup failures', [
        { label: 'Recipient', cell: f => f.partyId }, { label: 'Reason', cell: f => f.reason }, { label: 'Message', cell: f => f.message }
      ], options.failures),
      h('h3', {}, 'Channels'),
      table('Channels', [
        { label: 'Channel', cell: c => c.channel }, { label: 'Action', cell: c => c.action },
        { label: 'Hook', cell: c => show(c.hookId) }, { label: 'Available', cell: c => c.available ? 'yes' : 'no' }
      ], answer.channels))]
  }
}
customElements.define('wharf-lookup', LookupPage)
export default { id: 'lookup', title: 'Recipient lookup', needs: 'tenant', tag: 'wharf-lookup' }
