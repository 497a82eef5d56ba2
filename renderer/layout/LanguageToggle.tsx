import { Globe } from 'lucide-react'
import { LANGS, languageOf, type Lang } from '../../site/lang.ts'
import { HREFLANG } from '../../site/lang-tags.ts'
import { usePage } from '../context.tsx'
import { earlyControl } from '../../site/early-interactions.ts'
import { switchHref } from './language-switch.ts'

const linkClass =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1.5 rounded-full px-3 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100 hover:text-slate-900'

/**
 * The language switch, in the header bar at every width. Each language is
 * shown by its own name as site.languages.ts declares it (`label`), never by
 * a flag: the Spanish is neutral Latin American, which no country's flag
 * stands for. With two languages, a real link to the other language's version
 * of this page (when it has none: the page its route names for the other
 * languages, a listed entry's listing, or that language's home: ./language-switch.ts),
 * named in that language by its copy ("Cambiar a español", "Switch to English"). With
 * three or more, a disclosure (the WAI-ARIA disclosure pattern, not an ARIA
 * menu: a native `<details>` whose summary Enter and Space open, its links
 * reached with Tab or the arrow keys) named by the page's copy ("Language:
 * English") and listing the other languages the same way; Escape, a click
 * outside or focus leaving it closes it (renderer/shell/disclosure.ts). In the header's flow it
 * never covers text. The shell script stores the choice on click so the
 * pre-paint redirect honours it; a click before the shell has started is kept
 * by the early-interaction capture and applied by the next page's pre-paint
 * script (site/early-interactions.ts).
 */
export function LanguageToggle({ className = '' }: { className?: string }) {
  const { lang, page, commons, site } = usePage()
  const targets = LANGS.filter((l) => l !== lang)
  const hrefOf = (target: Lang) => switchHref(site, page, target)
  if (targets.length === 1) {
    const target = targets[0]!
    const { name } = commons[target].languageToggle
    return (
      <a
        href={hrefOf(target)}
        hrefLang={HREFLANG[target]}
        lang={languageOf(target).tag}
        data-lang-toggle={target}
        {...earlyControl('language')}
        aria-label={name}
        title={name}
        className={`${linkClass} ${className}`}
      >
        <Globe className="size-4 shrink-0" aria-hidden="true" />
        {/* Where the bar is full, the globe alone (its name is the aria-label): between lg and xl, with
            the menu; under 360 px (a 1280 px screen at 400%), where the name would wrap below the bar. */}
        <span className="max-[22.5rem]:hidden bar:max-xl:hidden">{languageOf(target).label}</span>
      </a>
    )
  }
  const current = languageOf(lang).label
  const { menu } = commons[lang].languageToggle
  return (
    <details className={`relative ${className}`} data-lang-menu="">
      {/* Named with the current language's name in it (it is what the summary shows), so a voice
          command saying what is seen reaches it; under 360 px and between lg and xl, the globe alone. */}
      <summary className={`${linkClass} cursor-pointer list-none`} aria-label={`${menu}: ${current}`} title={menu}>
        <Globe className="size-4 shrink-0" aria-hidden="true" />
        <span className="max-[22.5rem]:hidden bar:max-xl:hidden">{current}</span>
      </summary>
      <ul className="absolute right-0 z-50 mt-2 min-w-40 rounded-xl bg-white p-1 shadow-lg ring-1 ring-slate-200">
        {targets.map((target) => (
          <li key={target}>
            <a
              href={hrefOf(target)}
              hrefLang={HREFLANG[target]}
              lang={languageOf(target).tag}
              data-lang-toggle={target}
              {...earlyControl('language')}
              title={commons[target].languageToggle.name}
              className="block rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900"
            >
              {languageOf(target).label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  )
}
