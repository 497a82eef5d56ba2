import { analyticsEnabled } from '../../site/analytics.ts'
import { publicAnalytics } from '../../site/config.ts'
import { usePage } from '../context.tsx'
import { buttonClass } from '../ui/Link.tsx'
import { RichText } from '../ui/RichText.tsx'
import { earlyControl } from '../../site/early-interactions.ts'

/**
 * Consent banner. Rendered hidden; the pre-paint script reveals it (before
 * paint, fixed position: no layout shift) when an analytics integration is
 * configured and no choice is stored. Accept and Decline weigh the same.
 * Under Global Privacy Control a note says the advertising tags stay off.
 */
export function ConsentBanner() {
  const { common, site } = usePage()
  if (!analyticsEnabled(publicAnalytics(site.config))) return null
  const c = common.consent
  return (
    <section
      id="consent-banner"
      {...earlyControl('consent')}
      aria-labelledby="consent-title"
      className="fixed inset-x-3 bottom-3 z-50 hidden rounded-2xl border border-slate-200 bg-white p-5 shadow-2xl sm:inset-x-auto sm:right-6 sm:bottom-6 sm:max-w-md [.consent-pending_&]:block data-[open]:block"
    >
      <h2 id="consent-title" className="text-base font-semibold text-slate-900">
        {c.title}
      </h2>
      <p className="mt-2 text-sm leading-6 text-slate-700">
        {c.body}{' '}
        {/* The policy in the page's language: the full policy, or the Spanish notice (/es/privacy-summary). */}
        <RichText text={c.policy} linkClassName="font-medium text-brand-700 underline underline-offset-2" />
      </p>
      {/* Shown before paint when the browser sends Global Privacy Control (prepaint: the root's class gpc). */}
      <p data-gpc-note className="mt-2 hidden text-sm leading-6 text-slate-700 [.gpc_&]:block">
        {c.gpc}
      </p>
      <div className="mt-4 grid grid-cols-2 gap-3">
        <button type="button" data-consent="granted" className={buttonClass('secondary')}>
          {c.accept}
        </button>
        <button type="button" data-consent="denied" className={buttonClass('secondary')}>
          {c.decline}
        </button>
      </div>
    </section>
  )
}
