import type { Mount } from '../../islands/types.ts'

/**
 * Accordion behaviour: one item open at a time; clicking the open one
 * closes it. Buttons are native, so Enter and Space work; the answers stay
 * findable because closed panels use hidden="until-found" where supported.
 */
const mount: Mount = (element) => {
  const buttons = [...element.querySelectorAll<HTMLButtonElement>('button[aria-controls]')]
  const panelOf = (b: HTMLButtonElement) => document.getElementById(b.getAttribute('aria-controls') ?? '')
  const set = (button: HTMLButtonElement, open: boolean) => {
    button.setAttribute('aria-expanded', String(open))
    const panel = panelOf(button)
    if (!panel) return
    if (open) panel.removeAttribute('hidden')
    else panel.setAttribute('hidden', 'onbeforematch' in panel ? 'until-found' : '')
  }
  for (const button of buttons) {
    set(button, false)
    button.addEventListener('click', () => {
      const open = button.getAttribute('aria-expanded') === 'true'
      for (const other of buttons) set(other, other === button ? !open : false)
    })
    // Find-in-page revealed a closed answer: make it the open item.
    panelOf(button)?.addEventListener('beforematch', () => {
      for (const other of buttons) set(other, other === button)
    })
  }
}
export default mount
