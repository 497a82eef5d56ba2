import { STORAGE_KEYS } from '../prepaint/language.ts'
import { trackAcrossNavigation } from '../analytics/facade.ts'

/**
 * The language toggle is a plain link. Before it navigates (click or
 * middle-click), store the choice so the next page's pre-paint check honours
 * it instead of redirecting back.
 */
export function initLanguageToggle(doc: Document = document): void {
  const onActivate = (event: MouseEvent) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-lang-toggle]')
    if (!link) return
    const lang = link.dataset.langToggle === 'es' ? 'es' : 'en'
    trackAcrossNavigation({
      name: 'language_toggle',
      props: { from: window.location.pathname, to: link.pathname, lang },
    })
    try {
      window.localStorage.setItem(STORAGE_KEYS.pref, lang)
    } catch (error) {
      console.error('[language] could not store the language choice; passing it in the address instead', error)
      // Storage blocked: the next page honours ?lang= for that view (see prepaint/language.ts).
      if (event.type === 'click' && !event.metaKey && !event.ctrlKey && !event.shiftKey) {
        event.preventDefault()
        window.location.assign(`${link.pathname}?lang=${lang}`)
      } else link.search = `?lang=${lang}`
    }
  }
  doc.addEventListener('click', onActivate)
  doc.addEventListener('auxclick', onActivate)
}
