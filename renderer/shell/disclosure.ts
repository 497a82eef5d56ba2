/**
 * A native `<details>` disclosure closed the way the header's phone menu (a
 * popover: renderer/shell/nav.ts) is closed by the platform, which does none
 * of it for `<details>`: Escape inside it closes it and returns focus to its
 * summary, and so does focus moving to an element outside it (Tab past its
 * last link) or a click outside it, without moving focus.
 *
 * The arrow keys move between its links as well as Tab does (the optional
 * keys of the WAI-ARIA disclosure navigation example): Down and Up to the
 * next and previous link, wrapping, from the summary to the first or last
 * (opening it), Home and End to the first and last. Links stay links: no
 * menu role is claimed, so Tab still moves through them and on.
 *
 * Focus leaving for nowhere (a click on the page's text, or on a link in it in
 * Safari, which does not focus links on click) is left to the click: closing
 * on it would hide the link being clicked.
 */
export function closeOnLeave(details: HTMLDetailsElement, doc: Document = document): void {
  const inside = (node: EventTarget | null) => node instanceof Node && details.contains(node)
  details.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      if (!details.open) return
      event.preventDefault()
      details.open = false
      details.querySelector('summary')?.focus()
      return
    }
    const target = arrowTarget(details, event.key, doc.activeElement)
    if (target === undefined) return
    event.preventDefault()
    details.open = true
    target.focus()
  })
  details.addEventListener('focusout', (event) => {
    if (details.open && event.relatedTarget !== null && !inside(event.relatedTarget)) details.open = false
  })
  doc.addEventListener('click', (event) => {
    if (details.open && !inside(event.target)) details.open = false
  })
}

const ARROWS = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End'])

/** The link an arrow key (or Home, End) moves focus to from `from`, if the key is one of them and there is a link. */
function arrowTarget(details: HTMLDetailsElement, key: string, from: Element | null): HTMLElement | undefined {
  if (!ARROWS.has(key)) return undefined
  const links = [...details.querySelectorAll<HTMLElement>('a[href]')]
  if (links.length === 0) return undefined
  // Home and End (and every key on a closed menu's summary but Down and Up) are the page's own otherwise.
  if (!details.open && key !== 'ArrowDown' && key !== 'ArrowUp') return undefined
  const at = links.indexOf(from as HTMLElement)
  if (key === 'Home') return links[0]
  if (key === 'End') return links.at(-1)
  if (at < 0) return key === 'ArrowDown' ? links[0] : links.at(-1)
  return links[(at + (key === 'ArrowDown' ? 1 : -1) + links.length) % links.length]
}
