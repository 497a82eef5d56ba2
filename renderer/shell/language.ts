import { earlySelector, takeKept } from '../../site/early-interactions.ts'
import { DEFAULT_LANG, asLang, type Lang } from '../../site/lang.ts'
import { STORAGE_KEYS } from '../../site/storage.ts'
import { trackAcrossNavigation } from '../analytics/facade.ts'
import { startControl } from './early-replay.ts'
import { closeOnLeave } from './disclosure.ts'

/** Stores the choice so the next page's language rules honour it, and reports the toggle. */
function choose(lang: Lang, from: string, to: string, link?: HTMLAnchorElement): void {
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
 * A toggle click made before this code started, kept by the early-interaction
 * capture, that did not leave the page (a new tab): applied here. (One that
 * left it was applied by the next page's pre-paint script.) Called once the
 * page is shown (site/prerendering.ts).
 */
export function adoptKeptLanguageChoices(): void {
  for (const kept of takeKept('language')) choose(asLang(kept.data.langToggle) ?? DEFAULT_LANG, kept.from, kept.to)
}

/**
 * The language toggle (a plain link to the other language, or with three or
 * more languages a `<details>` of such links): stores the choice on click;
 * from now on the early-interaction capture leaves it to this code. The
 * menu closes on Escape, a click outside it or focus leaving it.
 */
export function initLanguageToggle(doc: Document = document): void {
  for (const menu of doc.querySelectorAll<HTMLDetailsElement>('details[data-lang-menu]')) closeOnLeave(menu, doc)
  for (const link of doc.querySelectorAll<HTMLAnchorElement>(`a${earlySelector('language')}`)) {
    const onClick = () =>
      choose(asLang(link.dataset.langToggle) ?? DEFAULT_LANG, window.location.pathname, link.pathname, link)
    link.addEventListener('click', onClick)
    link.addEventListener('auxclick', onClick)
    startControl(link)
  }
}
