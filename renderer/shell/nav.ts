import { ui } from '../../site.facts.ts'

/**
 * Header behaviour: the phone menu (button with aria-expanded/aria-controls,
 * closes on link selection, Escape and outside click, focus back to the
 * button) and the shrink past 10 px of scroll.
 */
export function initNav(doc: Document = document): void {
  const header = doc.getElementById('site-header')
  const button = doc.getElementById('menu-button') as HTMLButtonElement | null
  const menu = doc.getElementById('site-menu')
  if (!header) return

  const onScroll = () => {
    const shrunk = window.scrollY > ui.navShrinkThresholdPx
    if (shrunk !== header.hasAttribute('data-shrunk')) header.toggleAttribute('data-shrunk', shrunk)
  }
  window.addEventListener('scroll', onScroll, { passive: true })
  onScroll()

  if (!button || !menu) return
  const setOpen = (open: boolean, returnFocus = false) => {
    button.setAttribute('aria-expanded', String(open))
    button.setAttribute('aria-label', (open ? button.dataset.labelClose : button.dataset.labelOpen) ?? '')
    menu.toggleAttribute('data-open', open)
    if (!open && returnFocus) button.focus()
  }
  const isOpen = () => button.getAttribute('aria-expanded') === 'true'
  button.addEventListener('click', () => setOpen(!isOpen()))
  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) setOpen(false)
  })
  doc.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isOpen()) setOpen(false, true)
  })
  doc.addEventListener('click', (event) => {
    if (isOpen() && !header.contains(event.target as Node)) setOpen(false)
  })
  // Leaving the phone layout with the menu open must not leave it stuck open.
  window.matchMedia('(min-width: 64rem)').addEventListener('change', (e) => e.matches && setOpen(false))
}
