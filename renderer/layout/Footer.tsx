import { analyticsEnabled } from '../../site/analytics.ts'
import { publicAnalytics } from '../../site/config.ts'
import { configLink } from '../../site/external-links.ts'
import { homeUrl } from '../../site/routes.ts'
import { PLATFORMS } from '../../site/schema/sections/index.ts'
import { usePage } from '../context.tsx'
import { SmartLink } from '../ui/Link.tsx'
import { Wordmark } from '../ui/Logo.tsx'
import { PlatformLogo } from '../ui/PlatformLogo.tsx'
import { SOCIAL_NAMES, SocialIcon } from '../ui/SocialIcon.tsx'
import { navLabel } from './nav-label.ts'
import { earlyControl } from '../../site/early-interactions.ts'

/**
 * The opt-out icon California's regulations set beside the link titled "Your Privacy Choices"
 * (CCPA regulations, § 7015(b)): a pill, a check on its white half, a cross on its blue half.
 * Drawn here, decorative (the link's text names it).
 */
function PrivacyChoicesIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="30" height="14" viewBox="0 0 30 14" className="shrink-0">
      <rect x="0.5" y="0.5" width="29" height="13" rx="6.5" fill="#fff" stroke="#0066ff" />
      <path d="M15 0.5h8a6.5 6.5 0 0 1 0 13h-8z" fill="#0066ff" />
      <path
        d="M6.5 7.2l2.2 2.2 4-4.4"
        fill="none"
        stroke="#0066ff"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M19.5 4.5l5 5m0-5l-5 5" fill="none" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  )
}

/** Site footer: the social links and link groups of the manifest's `navigation.footer`, in order. */
export function Footer() {
  const { common, site, lang } = usePage()
  const f = common.footer
  const { social, groups } = site.manifest.navigation.footer
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
              {social.map((name) => (
                <li key={name}>
                  <SmartLink
                    href={configLink(name)}
                    ariaLabel={SOCIAL_NAMES[name]}
                    className="inline-flex size-11 items-center justify-center rounded-full bg-ink-800 text-slate-200 hover:bg-ink-700 hover:text-white"
                  >
                    <SocialIcon name={name} />
                  </SmartLink>
                </li>
              ))}
            </ul>
          </div>
          {groups.map((group) => (
            <nav key={group.id} aria-labelledby={`footer-${group.id}`}>
              <h2 id={`footer-${group.id}`} className="text-sm font-semibold text-white">
                {navLabel(common, group.label, site, lang)}
              </h2>
              <ul className="mt-3 space-y-1">
                {group.links.map((link) => (
                  <li key={`${link.to} ${link.label}`}>
                    <SmartLink
                      href={link.to}
                      className="inline-block py-1.5 text-sm text-slate-300 hover:text-white hover:underline"
                    >
                      {navLabel(common, link.label, site, lang)}
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
            <p className="mt-3 max-w-xl text-xs leading-5 text-slate-400">{f.trademarks}</p>
          </div>
          <div className="flex flex-col gap-3 text-sm text-slate-400 sm:flex-row sm:items-center sm:gap-6">
            {analyticsConfigured ? (
              <div className="flex flex-col gap-1">
                <button
                  type="button"
                  data-consent-open
                  {...earlyControl('consent')}
                  className="hidden self-start rounded text-left text-slate-300 underline-offset-2 hover:text-white hover:underline js:inline"
                >
                  <span className="inline-flex items-center gap-2 whitespace-nowrap">
                    {f.cookieSettings}
                    <PrivacyChoicesIcon />
                  </span>
                </button>
                {/* Shown before paint when the browser sends Global Privacy Control (prepaint: the root's class gpc). */}
                <p data-gpc-honored className="hidden text-xs text-slate-400 [.gpc_&]:block">
                  {f.gpcHonored}
                </p>
              </div>
            ) : null}
            <p>{f.rights}</p>
          </div>
        </div>
      </div>
    </footer>
  )
}
