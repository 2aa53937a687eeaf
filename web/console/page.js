// The base of every page: a custom element that shows its heading, loads its content with load() and shows an
// error box when a call fails. A page module defines one element and exports its description for the router:
//   export default { id: 'tenants', title: 'Tenants', needs: 'admin' | 'tenant' | 'none', tag: 'wharf-tenants', nav: true }
// (nav: false keeps a page out of the navigation; `under` names the entry marked current while it is shown.)
import { h, errorBox } from './dom.js'

export class PageElement extends HTMLElement {
  /** The query of the page's address (#/documents?party=...). */
  get params () { return new URLSearchParams(location.hash.split('?')[1] ?? '') }

  connectedCallback () { this.refresh() }

  heading () { return h('h1', { tabindex: '-1' }, this.constructor.pageTitle) }

  async refresh () {
    const title = this.heading()
    this.replaceChildren(title, h('p', { class: 'loading' }, 'Loading…'))
    this.setAttribute('aria-busy', 'true')
    try {
      const body = await this.load()
      this.replaceChildren(title, ...[body].flat().filter(Boolean))
    } catch (err) {
      this.replaceChildren(title, errorBox(err))
    } finally {
      this.removeAttribute('aria-busy')
    }
    // A page just navigated to takes keyboard and screen reader focus to its heading once its content is there.
    if (this.focusOnLoad === true) { this.focusOnLoad = false; title.focus() }
  }

  /** Navigates to `page` with `params` (a new address: back and forward work). */
  go (page, params = {}) {
    const q = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== ''))
    const s = q.toString()
    location.hash = `#/${page}${s === '' ? '' : `?${s}`}`
  }

  /** Subclasses return the page's content (a node or an array of nodes). */
  async load () { return [] }
}

/** A link to a page of the console. */
export const link = (page, params, text) => {
  const q = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== '')).toString()
  return h('a', { href: `#/${page}${q === '' ? '' : `?${q}`}` }, text)
}
