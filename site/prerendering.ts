/**
 * Prerendering (the Speculation Rules of site/speculation.ts): a page the
 * visitor points at is loaded and run in the background, and shown only if
 * they follow the link; many are never shown. While a page is prerendering,
 * `document.prerendering` is true; `prerenderingchange` fires when it is
 * shown (activated). Its session storage is a copy that is thrown away at
 * activation (the page then sees the real one, with whatever the previous
 * page wrote since), while local storage is the real one.
 *
 * So everything that counts, reports, stores or fetches for the visitor
 * waits until the page is shown: page views, events, the language rules and
 * their stored first visit, consent, islands (the booking widget, the email
 * library). What only draws the page may run before. Browsers without
 * prerendering have no `document.prerendering`: everything runs at once, as
 * it always did. Pure: bundled in the pre-paint script and the client.
 */

type MaybePrerendering = Document & { prerendering?: boolean }

/** Whether the document is being prerendered (not shown yet). */
export function isPrerendering(doc: Document = document): boolean {
  return (doc as MaybePrerendering).prerendering === true
}

/** Runs `fn` now on a shown page, or once a prerendered page is shown. */
export function whenShown(fn: () => void, doc: Document = document): void {
  if (isPrerendering(doc)) doc.addEventListener('prerenderingchange', () => fn(), { once: true })
  else fn()
}
