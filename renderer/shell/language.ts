import { takeKept } from '../../site/early.ts'
import { STORAGE_KEYS } from '../../site/storage.ts'
import { trackAcrossNavigation } from '../analytics/facade.ts'
import { startControl } from './early.ts'

/** Stores the choice so the next page's language rules honour it, and reports the toggle. */
function choose(lang: 'en' | 'es', from: string, to: string, link?: HTMLAnchorElement): void {
  trackAcrossNavigation({ name: 'language_toggle', props: { from, to, lang } })
  try {
    window.localStorage.setItem(STORAGE_KEYS.pref, lang)
  } catch (error) {
    console.error('[language] could not store the language choice; passing it in the address instead', error)
    // The next page honours ?lang= for that view (see `explicit` in site/language.ts).
    if (link) link.search = '?lang=' + lang
  }
}

/**
 * The language toggle (a plain link to the other language): stores the
 * choice on click. A click before this code started was kept by the
 * early-interaction capture: if it left the page, the next page's pre-paint
 * script applied it; if it did not (a new tab), it is applied here.
 */
export function initLanguageToggle(doc: Document = document): void {
  for (const kept of takeKept('language')) choose(kept.data.langToggle === 'es' ? 'es' : 'en', kept.from, kept.to)
  for (const link of doc.querySelectorAll<HTMLAnchorElement>('a[data-early="language"]')) {
    const onClick = () =>
      choose(link.dataset.langToggle === 'es' ? 'es' : 'en', window.location.pathname, link.pathname, link)
    link.addEventListener('click', onClick)
    link.addEventListener('auxclick', onClick)
    startControl(link)
  }
}
