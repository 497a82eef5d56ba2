import { Globe } from 'lucide-react'
import { localizedPath } from '../../site/routes.ts'
import type { Lang } from '../../site/lang.ts'
import { usePage } from '../context.tsx'
import { earlyControl } from '../../site/early-interactions.ts'

/**
 * The language switch, in the header bar at every width: a real link to the
 * other language's version of this page (or that language's home when the
 * page has none), showing that language's own name ("Español", "English";
 * named "Cambiar a español", "Switch to English") and no flag: the Spanish is neutral Latin American, which no
 * country's flag stands for. In the header's flow it never covers text, as
 * the floating round flag it replaces did. The shell script stores the choice
 * on click so the pre-paint redirect honours it; a click before the shell has
 * started is kept by the early-interaction capture and applied by the next
 * page's pre-paint script (site/early-interactions.ts).
 */
export function LanguageToggle({ className = '' }: { className?: string }) {
  const { lang, page, otherCommon } = usePage()
  const target: Lang = lang === 'en' ? 'es' : 'en'
  const href = page?.alternates[target] ?? localizedPath('/', target)
  return (
    <a
      href={href}
      hrefLang={target}
      lang={target}
      data-lang-toggle={target}
      {...earlyControl('language')}
      aria-label={otherCommon.languageToggle.name}
      title={otherCommon.languageToggle.name}
      className={`inline-flex h-10 min-w-10 items-center justify-center gap-1.5 rounded-full px-3 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100 hover:text-slate-900 ${className}`}
    >
      <Globe className="size-4 shrink-0" aria-hidden="true" />
      {/* Where the bar is full, the globe alone (its name is the aria-label): between lg and xl, with
          the menu; under 360 px (a 1280 px screen at 400%), where the name would wrap below the bar. */}
      <span className="max-[22.5rem]:hidden lg:max-xl:hidden">{otherCommon.languageToggle.label}</span>
    </a>
  )
}
