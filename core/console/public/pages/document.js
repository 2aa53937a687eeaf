// One document (tenant sign-in): its metadata and its timeline from the status history (received or sent,
// validation, AS4 message id and receipt, hook deliveries, MLS: each entry as the API records it, with its details).
import { h, facts, show, when } from '../dom.js'
import { api } from '../api.js'
import { PageElement, link } from '../page.js'

class DocumentPage extends PageElement {
  static pageTitle = 'Document'

  async load () {
    const party = this.params.get('party')
    const id = this.params.get('id')
    if (party === null || id === null) return h('p', { class: 'error', role: 'alert' }, 'No document chosen.')
    const { document: d, history } = await api(`/api/v1/${encodeURIComponent(party)}/documents/${encodeURIComponent(id)}`)
    return [
      h('p', {}, link('documents', { party }, `Back to the documents of ${party}`)),
      h('section', { 'aria-labelledby': 'doc-h' },
        h('h2', { id: 'doc-h' }, `${d.family} ${d.documentNumber ?? d.documentId}`),
        facts({
          'Document id': d.documentId, Direction: d.direction === 'in' ? 'received' : 'sent', Status: d.status, 'Status reason': d.statusReason,
          Sender: d.sender, Receiver: d.receiver, Syntax: d.syntax, 'Document type': d.documentTypeId, Process: d.processId,
          Channel: d.channel, Hook: d.hookId, 'AS4 message id': d.messageId, Attempts: d.attempts, 'Created by': d.createdBy,
          Size: `${d.size} bytes (${d.mediaType})`, 'SHA-256': d.sha256, Created: d.createdOn, Updated: d.updatedOn
        })),
      h('section', { 'aria-labelledby': 'timeline-h' },
        h('h2', { id: 'timeline-h' }, 'Timeline'),
        history.length === 0
          ? h('p', { class: 'empty' }, 'No status history.')
          : h('ol', { class: 'timeline' }, history.map(e => h('li', {},
            h('p', { class: 'line' }, when(e.at), ' ', h('strong', { class: `state ${e.status}` }, e.status), e.reason ? ` — ${e.reason}` : ''),
            e.topic || e.hookId || e.eventId ? h('p', { class: 'meta' }, [e.topic ? `topic ${e.topic}` : null, e.hookId ? `hook ${e.hookId}` : null, e.eventId ? `event ${e.eventId}` : null].filter(Boolean).join(' · ')) : null,
            e.details === null ? null : facts(Object.fromEntries(Object.entries(e.details).map(([k, v]) => [k, show(v)]))))))),
      // Deliveries of the hooks for this document plug in here once the deliveries API exists (see the console README).
    ]
  }
}
customElements.define('wharf-document', DocumentPage)
export default { id: 'document', title: 'Document', needs: 'tenant', tag: 'wharf-document', nav: false }
