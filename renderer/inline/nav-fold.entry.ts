/**
 * Inline, right after the header's <nav> (renderer/layout/Header.tsx), so it
 * runs before the first paint (the page's head holds the paint until the
 * header's end is parsed): folds the menu into its button when the labels do
 * not fit the bar (renderer/layout/nav-fold.ts), and measures again on a
 * change of the window's width. The same code on every page: one CSP hash.
 */
import { BAR_MEDIA, foldIfOverflowing } from '../layout/nav-fold.ts'

const nav = document.currentScript && document.currentScript.previousElementSibling
const header = nav && nav.parentElement
if (nav instanceof HTMLElement && header) {
  const wide = window.matchMedia(BAR_MEDIA)
  const measure = () => foldIfOverflowing(header, nav, wide.matches)
  measure()
  let width = window.innerWidth
  let pending = false
  window.addEventListener('resize', () => {
    if (pending || window.innerWidth === width) return
    pending = true
    window.requestAnimationFrame(() => {
      pending = false
      width = window.innerWidth
      measure()
    })
  })
}
