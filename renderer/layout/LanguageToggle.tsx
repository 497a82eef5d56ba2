import { localizedPath } from '../../site/routes.ts'
import type { Lang } from '../../site/schema/route.ts'
import { usePage } from '../context.tsx'

function Flag({ lang }: { lang: Lang }) {
  if (lang === 'es')
    return (
      <svg viewBox="0 0 48 48" className="size-full" aria-hidden="true" focusable="false">
        <rect width="48" height="48" fill="#c60b1e" />
        <rect y="12" width="48" height="24" fill="#ffc400" />
      </svg>
    )
  return (
    <svg viewBox="0 0 48 48" className="size-full" aria-hidden="true" focusable="false">
      <rect width="48" height="48" fill="#fff" />
      {[0, 2, 4, 6, 8, 10, 12].map((i) => (
        <rect key={i} y={i * (48 / 13)} width="48" height={48 / 13} fill="#b22234" />
      ))}
      <rect width="24" height={(48 / 13) * 7} fill="#3c3b6e" />
    </svg>
  )
}

/**
 * The floating round flag at bottom left: a real link to the other
 * language's version of this page (or that language's home when the page
 * has none), named in the target language. The shell script stores the
 * choice on click so the pre-paint redirect honours it; a click before the
 * shell has started is kept by the early-interaction capture and applied by
 * the next page's pre-paint script (site/early.ts).
 */
export function LanguageToggle() {
  const { lang, page, otherCommon } = usePage()
  const target: Lang = lang === 'en' ? 'es' : 'en'
  const href = page?.alternates[target] ?? localizedPath('/', target)
  return (
    <a
      href={href}
      hrefLang={target}
      lang={target}
      data-lang-toggle={target}
      data-early="language"
      aria-label={otherCommon.languageToggle.name}
      title={otherCommon.languageToggle.name}
      className="fixed bottom-4 left-4 z-40 block size-12 overflow-hidden rounded-full shadow-lg ring-2 ring-white transition-transform hover:scale-105 sm:bottom-6 sm:left-6"
    >
      <Flag lang={target} />
    </a>
  )
}
