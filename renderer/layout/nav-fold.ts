/**
 * The header's bar holds the menu, the actions and the language switch in
 * one row from lg up, with today's labels (the Spanish the longest). A
 * language whose labels are longer (a third one, a translator's first draft)
 * would wrap the bar onto a second row over the page. So the bar is measured
 * as it is laid out, before the first paint (renderer/inline/nav-fold.entry.ts,
 * inline right after the header's <nav>): when its row overflows, the header
 * takes NAV_FOLD and shows the phone's layout at that width, the menu behind
 * its button (the `bar:` variant of renderer/styles.css is lg and not
 * folded). Measured again when the window's width changes.
 */
export const NAV_FOLD = 'data-nav-fold'

/** The width from which the bar is laid out in one row (Tailwind's lg, as `bar:` in renderer/styles.css). */
export const BAR_MEDIA = '(min-width: 64rem)'

/**
 * Folds `header`'s menu when its `nav` overflows its one row: unfolded
 * first, measured, folded again if it still does not fit. A nav with no
 * fixed height (a browser without popovers shows a wrapped row) never
 * overflows, so it is never folded.
 */
export function foldIfOverflowing(header: HTMLElement, nav: HTMLElement, wide: boolean): boolean {
  header.removeAttribute(NAV_FOLD)
  const fold = wide && nav.scrollHeight > nav.clientHeight + 1
  if (fold) header.setAttribute(NAV_FOLD, '')
  return fold
}
