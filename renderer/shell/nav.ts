import { HEADER_ID } from '../layout/header-id.ts'

/**
 * Header behaviour. The phone menu is a native popover (renderer/layout/
 * Header.tsx): the button opens and closes it, Escape and a tap outside close
 * it and focus returns to the button, and its expanded state and name follow
 * it, all without this script. This script adds what the platform does not
 * do: closing it when a link in it is selected (a link to this page, or one
 * that opens a tab, would leave it open) and when the layout leaves the phone
 * width. It also shrinks the header past 10 px of scroll.
 */
/**
 * The scroll past which the header shrinks: site.facts.ts's ui.navShrinkThresholdPx, written here
 * because this browser script has no site to be handed (tests/unit/renderer/ui-constants.test.ts
 * holds it to the facts, as it holds the components' sizes).
 */
const SHRINK_THRESHOLD_PX = 10

export function initNav(doc: Document = document): void {
  const header = doc.getElementById(HEADER_ID)
  const menu = doc.getElementById('site-menu')
  if (!header) return

  const onScroll = () => {
    const shrunk = window.scrollY > SHRINK_THRESHOLD_PX
    if (shrunk !== header.hasAttribute('data-shrunk')) header.toggleAttribute('data-shrunk', shrunk)
  }
  window.addEventListener('scroll', onScroll, { passive: true })
  onScroll()

  if (!menu || !('hidePopover' in menu)) return
  const close = () => {
    if (menu.matches(':popover-open')) menu.hidePopover()
  }
  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) close()
  })
  window.matchMedia('(min-width: 64rem)').addEventListener('change', (e) => e.matches && close())
}
