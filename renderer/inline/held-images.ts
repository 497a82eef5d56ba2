/**
 * Images held back on the first visit: the logo strips, the video poster, the
 * illustrations and product screens (their boxes have their size without the
 * image, so holding them moves nothing) load when they come on screen or as soon as the visitor acts,
 * not during the first load. Chrome fetches a lazy image as soon as it is
 * within about 1,250 px of the screen, so a phone's first load fetched three
 * images it did not show, and each one costs the main thread more than its
 * bytes (docs/performance.md). A visitor who acts (scrolls, touches, types,
 * moves focus) releases every held image at once, so the native lazy loading
 * takes over, with its distance, before the images can be reached.
 *
 * The pre-paint script holds them, before the first layout (a layout before
 * the holding would start the fetches), and releases them itself: on the
 * visitor's first act, and box by box once the document is parsed and a box
 * is on screen. Without IntersectionObserver, or if the pre-paint script does
 * not run, nothing is held. Without JavaScript the page is the
 * plain HTML with native lazy images. Held images keep their `src` (the HTML
 * checks, crawlers and the no-JavaScript page read it); the page's CSS hides
 * them (`display: none`, which Chrome does not fetch) while held. Names stay
 * with the boxes: a logo's box is `role="img"` with its name, so nothing is
 * missing for assistive technology meanwhile.
 */

/** On a box whose `<img>` child may be held back. */
export const HOLD_ATTRIBUTE = 'data-hold-img'
/** Set on a held box once it is on screen (or on every box once the visitor acts): its image loads. */
export const NEAR_ATTRIBUTE = 'data-img-near'
/** Set on `<html>` by the pre-paint script while it holds images (the stylesheet hides held images under it). */
export const HOLDING_ATTRIBUTE = 'data-holding-images'

/** The visitor's first signs of acting (capture phase: a control that stops propagation still counts). */
export const INTENT = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll', 'click'] as const

/**
 * Holds the page's images until each is on screen or the visitor acts.
 * Called before `<body>` is parsed: the boxes are found once the document is.
 */
export function holdImages(doc: Document = document): void {
  if (typeof IntersectionObserver !== 'function') return
  const root = doc.documentElement
  const boxes = () => doc.querySelectorAll(`[${HOLD_ATTRIBUTE}]`)
  const release = (box: Element) => box.setAttribute(NEAR_ATTRIBUTE, '')
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries)
      if (entry.isIntersecting) {
        release(entry.target)
        observer.unobserve(entry.target)
      }
  })
  const releaseAll = () => {
    for (const type of INTENT) removeEventListener(type, releaseAll, true)
    observer.disconnect()
    boxes().forEach(release)
    root.removeAttribute(HOLDING_ATTRIBUTE)
  }
  for (const type of INTENT) addEventListener(type, releaseAll, { capture: true, passive: true })
  root.setAttribute(HOLDING_ATTRIBUTE, '')
  const observe = () => boxes().forEach((box) => observer.observe(box))
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', observe, { once: true })
  else observe()
}
