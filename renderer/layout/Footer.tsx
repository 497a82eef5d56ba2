import { analyticsEnabled } from '../../site/analytics.ts'
import { publicAnalytics } from '../../site/config.ts'
import { homeUrl } from '../../site/routes.ts'
import { PLATFORMS } from '../../site/schema/sections/index.ts'
import { usePage } from '../context.tsx'
import { SmartLink } from '../ui/Link.tsx'
import { Wordmark } from '../ui/Logo.tsx'
import { PlatformLogo } from '../ui/PlatformLogo.tsx'
import { SocialIcon, type Social } from '../ui/SocialIcon.tsx'

type LinkKey =
  | 'features'
  | 'start'
  | 'bookDemo'
  | 'about'
  | 'story'
  | 'contact'
  | 'blog'
  | 'comparison'
  | 'aiMediaBuyer'
  | 'shopify'
  | 'status'
  | 'email'
  | 'privacy'
  | 'terms'
  | 'security'

type GroupKey = 'product' | 'company' | 'resources' | 'support' | 'legal'

const GROUPS: { key: GroupKey; links: { key: LinkKey; href: string }[] }[] = [
  {
    key: 'product',
    links: [
      { key: 'features', href: '/features' },
      { key: 'start', href: '/start' },
      { key: 'bookDemo', href: '/book-demo' },
    ],
  },
  {
    key: 'company',
    links: [
      { key: 'about', href: '/about' },
      { key: 'story', href: '/story' },
      { key: 'contact', href: '/contact' },
    ],
  },
  {
    key: 'resources',
    links: [
      { key: 'blog', href: 'ext:blog' },
      { key: 'comparison', href: '/vs/madgicx' },
      { key: 'aiMediaBuyer', href: '/solutions/ai-media-buyer' },
      { key: 'shopify', href: '/solutions/shopify-ads-automation' },
    ],
  },
  {
    key: 'support',
    links: [
      { key: 'contact', href: '/contact' },
      { key: 'status', href: 'ext:status' },
      { key: 'email', href: 'mailto:' },
    ],
  },
  {
    key: 'legal',
    links: [
      { key: 'privacy', href: '/privacy' },
      { key: 'terms', href: '/terms-and-conditions' },
      { key: 'security', href: '/security' },
    ],
  },
]

const SOCIALS: { name: Social; label: string }[] = [
  { name: 'linkedin', label: 'LinkedIn' },
  { name: 'instagram', label: 'Instagram' },
  { name: 'youtube', label: 'YouTube' },
]

export function Footer() {
  const { common, site, lang } = usePage()
  const f = common.footer
  const analyticsConfigured = analyticsEnabled(publicAnalytics(site.config))
  return (
    <footer aria-label={f.label} className="on-dark border-t border-ink-800 bg-ink-950 text-slate-300">
      <div className="mx-auto max-w-7xl px-5 pt-14 pb-24 sm:px-8 sm:pb-14">
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-3 lg:grid-cols-[1.4fr_repeat(5,1fr)]">
          <div className="col-span-2 max-w-sm sm:col-span-3 lg:col-span-1">
            <a href={homeUrl(lang)} aria-label={common.nav.homeLink} className="inline-block rounded-lg">
              <Wordmark brand={site.config.brand} dark />
            </a>
            <p className="mt-4 text-sm leading-6 text-slate-300">{f.tagline}</p>
            <p className="mt-6 text-sm font-semibold text-white">{f.social}</p>
            <ul className="mt-3 flex gap-2">
              {SOCIALS.map((s) => (
                <li key={s.name}>
                  <SmartLink
                    href={`ext:${s.name}`}
                    ariaLabel={s.label}
                    className="inline-flex size-11 items-center justify-center rounded-full bg-ink-800 text-slate-200 hover:bg-ink-700 hover:text-white"
                  >
                    <SocialIcon name={s.name} />
                  </SmartLink>
                </li>
              ))}
            </ul>
          </div>
          {GROUPS.map((group) => (
            <nav key={group.key} aria-labelledby={`footer-${group.key}`}>
              <h2 id={`footer-${group.key}`} className="text-sm font-semibold text-white">
                {f.groups[group.key]}
              </h2>
              <ul className="mt-3 space-y-1">
                {group.links.map((link) => (
                  <li key={link.key}>
                    <SmartLink
                      href={link.href === 'mailto:' ? `mailto:${site.config.contactEmail}` : link.href}
                      className="inline-block py-1.5 text-sm text-slate-300 hover:text-white hover:underline"
                    >
                      {f.links[link.key]}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="mt-12 flex flex-col gap-6 border-t border-ink-800 pt-8 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <p className="text-xs font-semibold tracking-wide text-slate-400 uppercase">{f.partners}</p>
            <ul className="mt-3 flex flex-wrap items-center gap-3">
              {PLATFORMS.filter((p) => p !== 'linkedin').map((p) => (
                <li key={p} className="rounded-lg bg-white px-3 py-1.5">
                  <PlatformLogo platform={p} className="h-6 w-auto" />
                </li>
              ))}
            </ul>
          </div>
          <div className="flex flex-col gap-3 text-sm text-slate-400 sm:flex-row sm:items-center sm:gap-6">
            {analyticsConfigured ? (
              <button
                type="button"
                data-consent-open
                data-early="consent"
                className="hidden self-start rounded text-left text-slate-300 underline-offset-2 hover:text-white hover:underline js:inline"
              >
                {f.cookieSettings}
              </button>
            ) : null}
            <p>{f.rights}</p>
          </div>
        </div>
      </div>
    </footer>
  )
}
