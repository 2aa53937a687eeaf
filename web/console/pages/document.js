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
    const base = `/api/v1/${encodeURIComponent(party)}`
    const [{ document: d, history }, lifecycle] = await Promise.all([
      api(`${base}/documents/${encodeURIComponent(id)}`),
      api(`${base}/generic/${encodeURIComponent(id)}/status`)
    ])
    // One timeline, oldest first: the lifecycle (Pending … Delivered, Received … Downloaded, Deleted) and what the
    // processing recorded (internal status, topic, hook, AS4 and MLS details) at the same moments.
    const timeline = [
      ...lifecycle.map(s => ({ at: s.createdOn, kind: 'Lifecycle', status: s.name, text: s.description })),
      ...history.map(e => ({ at: e.at, kind: 'Processing', status: e.status, text: e.reason, entry: e }))
    ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || (a.kind === b.kind ? 0 : a.kind === 'Lifecycle' ? 1 : -1))
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
        timeline.length === 0
          ? h('p', { class: 'empty' }, 'No status history.')
          : h('ol', { class: 'timeline' }, timeline.map(t => h('li', { class: t.kind.toLowerCase() },
            h('p', { class: 'line' }, when(t.at), ' ', h('span', { class: 'kind' }, t.kind), ' ', h('strong', { class: `state ${t.status}` }, t.status), t.text ? ` — ${t.text}` : ''),
            t.entry === undefined ? null : this.entryDetails(t.entry))))),
      // Deliveries of the hooks for this document plug in here once the deliveries API exists (see the console README).
    ]
  }

  entryDetails (e) {
    const meta = [e.topic ? `topic ${e.topic}` : null, e.hookId ? `hook ${e.hookId}` : null, e.eventId ? `event ${e.eventId}` : null].filter(Boolean)
    return [
      meta.length === 0 ? null : h('p', { class: 'meta' }, meta.join(' · ')),
      e.details === null ? null : facts(Object.fromEntries(Object.entries(e.details).map(([k, v]) => [k, show(v)])))
    ]
  }
}
customElements.define('wharf-document', DocumentPage)
export default { id: 'document', title: 'Document', needs: 'tenant', tag: 'wharf-document', nav: false, under: 'documents' }
