import type { ReactNode } from 'react'
import type { Cta } from '../../site/schema/sections/index.ts'
import { usePage } from '../context.tsx'
import { resolveLink } from '../links.ts'
import { cx } from './cx.ts'
import { earlyControl } from '../../site/early-interactions.ts'
import { DEFAULT_LANG } from '../../site/lang.ts'
import { HREFLANG } from '../../site/lang-tags.ts'

interface SmartLinkProps {
  href: string
  children: ReactNode
  className?: string
  newTab?: boolean
  /** Analytics: reports cta_click with these properties. */
  track?: Cta['track']
  ariaLabel?: string
  hreflang?: string
  /** Marks the link to the current page. */
  current?: boolean
  lang?: string
}

/**
 * Every link of the site: resolves manifest hrefs for the page's language,
 * and gives new-tab links rel="noopener noreferrer" and a spoken hint. In
 * Spanish text, a link to a page whose content is English, or to an
 * English-only destination (site/external-links.ts), says so: it carries
 * hreflang="en" and "(en inglés)", visible beside text, in the name of an icon
 * link (checked on the built HTML by
 * generator/html-checks/english-content-links.ts).
 */
export function SmartLink({
  href,
  children,
  className,
  newTab,
  track,
  ariaLabel,
  hreflang,
  current,
  lang: linkLang,
}: SmartLinkProps) {
  const { site, lang, common, textLang } = usePage()
  const link = resolveLink(site, href, lang)
  const toEnglish = (textLang ?? lang) !== DEFAULT_LANG && link.contentLang === DEFAULT_LANG
  const trackProps = track ? JSON.stringify({ label: track.label, page_type: track.pageType }) : undefined
  return (
    <a
      href={link.href}
      className={className}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener noreferrer' : undefined}
      data-track={track ? 'cta_click' : undefined}
      {...earlyControl(track ? 'cta' : undefined)}
      data-track-props={trackProps}
      // An icon link is named by its aria-label, which must then say "(en inglés)" too.
      aria-label={ariaLabel && toEnglish ? `${ariaLabel} ${common.linkInEnglish}` : ariaLabel}
      hrefLang={hreflang ?? (toEnglish ? HREFLANG[DEFAULT_LANG] : undefined)}
      lang={linkLang}
      aria-current={current ? 'page' : undefined}
    >
      {children}
      {toEnglish && ariaLabel ? <span className="sr-only">{` ${common.linkInEnglish}`}</span> : null}
      {toEnglish && !ariaLabel ? ` ${common.linkInEnglish}` : null}
      {newTab ? <span className="sr-only"> ({common.newTab})</span> : null}
    </a>
  )
}

const VARIANTS: Record<Cta['variant'], string> = {
  primary: 'bg-brand-600 text-white shadow-sm shadow-brand-900/20 hover:bg-brand-700 active:bg-brand-800',
  secondary: 'bg-white text-slate-900 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 hover:ring-slate-400',
  ghost: 'text-brand-700 hover:bg-brand-50',
  light: 'bg-white text-ink-900 hover:bg-brand-50',
}

export const buttonClass = (variant: Cta['variant'] = 'primary', size: 'md' | 'lg' = 'md') =>
  cx(
    'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors',
    size === 'lg' ? 'min-h-12 px-6 py-3 text-base' : 'min-h-11 px-5 py-2.5 text-sm',
    VARIANTS[variant],
  )

/** A call-to-action link styled as a button. */
export function ButtonLink({
  cta,
  children,
  size = 'md',
  className,
}: {
  cta: Cta
  children: ReactNode
  size?: 'md' | 'lg'
  className?: string
}) {
  return (
    <SmartLink
      href={cta.href}
      newTab={cta.newTab}
      track={cta.track}
      className={cx(buttonClass(cta.variant, size), className)}
    >
      {children}
    </SmartLink>
  )
}

/** One large button of a ButtonRow: its call to action and its label; left out when either is missing. */
export type RowButton = { cta: Cta | undefined; label: string | undefined }

/**
 * A section's main calls to action: large buttons stacked on phones and side
 * by side from small screens up. A button whose call to action or label is
 * missing is left out.
 */
export function ButtonRow({ buttons, className }: { buttons: readonly RowButton[]; className: string }) {
  return (
    <div className={className}>
      {buttons.map(({ cta, label }, i) =>
        cta && label ? (
          <ButtonLink key={i} cta={cta} size="lg">
            {label}
          </ButtonLink>
        ) : null,
      )}
    </div>
  )
}
