/**
 * A native `<details>` disclosure closed the way the header's phone menu (a
 * popover: renderer/shell/nav.ts) is closed by the platform, which does none
 * of it for `<details>`: Escape inside it closes it and returns focus to its
 * summary, and so does focus moving to an element outside it (Tab past its
 * last link) or a click outside it, without moving focus.
 *
 * Focus leaving for nowhere (a click on the page's text, or on a link in it in
 * Safari, which does not focus links on click) is left to the click: closing
 * on it would hide the link being clicked.
 */
export function closeOnLeave(details: HTMLDetailsElement, doc: Document = document): void {
  const inside = (node: EventTarget | null) => node instanceof Node && details.contains(node)
  details.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !details.open) return
    event.preventDefault()
    details.open = false
    details.querySelector('summary')?.focus()
  })
  details.addEventListener('focusout', (event) => {
    if (details.open && event.relatedTarget !== null && !inside(event.relatedTarget)) details.open = false
  })
  doc.addEventListener('click', (event) => {
    if (details.open && !inside(event.target)) details.open = false
  })
}
