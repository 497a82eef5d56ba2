import { CalendarCheck, CalendarDays, ExternalLink, Mail } from 'lucide-react'
import { usePage } from '../../context.tsx'
import { DomIsland } from '../../islands/Island.tsx'
import { externalUrl } from '../../links.ts'
import { resolveInternal } from '../../../site/routes.ts'
import { buttonClass } from '../../ui/Link.tsx'
import { Section, SectionHeader } from '../../ui/Section.tsx'
import type { SectionRenderProps } from '../types.ts'

/**
 * The scheduling area: the Calendly inline widget (loaded by the island only
 * on this page, and only once the visitor asks for it, consent or not),
 * the direct link and email beside it, its fallback when the widget cannot
 * load, and the "Meeting booked!" dialog.
 */
export function Booking({ copy, uid, level, anchor }: SectionRenderProps<'booking'>) {
  const { site, lang, common } = usePage()
  const url = externalUrl(site, 'calendly', lang)
  const email = site.config.contactEmail
  const confirmation = resolveInternal('/meeting-booked', lang, site.routes)
  return (
    <Section tone="light" id={anchor ?? 'schedule'} labelledBy={`${uid}-title`} className="pt-10 sm:pt-14">
      <SectionHeader id={`${uid}-title`} title={copy.title} intro={copy.intro} level={level} />
      <DomIsland name="booking" strategy="visible" props={{ url }} className="mx-auto mt-10 max-w-4xl">
        {/* The scheduler needs 320 px (site.facts.ts): on a screen narrower than that plus the page's
            margins, the frame takes the screen's whole width instead of widening the page, and it is
            never wider than the screen. */}
        <div
          data-booking-frame
          className="relative min-w-[min(320px,100vw)] overflow-hidden data-[open]:h-[700px] rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 data-[failed]:hidden max-[22.5rem]:-mx-5 max-[22.5rem]:rounded-none"
        >
          <div
            data-booking-loading
            className="absolute inset-0 hidden flex-col items-center justify-center gap-3 text-slate-600 data-[show]:flex"
          >
            <svg viewBox="0 0 24 24" className="size-8 animate-spin text-brand-600" aria-hidden="true">
              <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
              <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
            </svg>
            <p>{copy.loading}</p>
          </div>
          {/* Nothing of the scheduler's is fetched before the visitor asks for it here (or has accepted
              cookies): the button loads it; the direct link and the email work without it, and without
              JavaScript. */}
          <div
            data-booking-ask
            className="flex flex-col items-center justify-center gap-4 px-6 py-10 text-center data-[hidden]:hidden sm:p-12"
          >
            <CalendarCheck className="size-10 text-brand-600" aria-hidden="true" />
            <p className="max-w-md text-slate-700">{copy.askBody}</p>
            <button type="button" data-booking-show className={`${buttonClass('primary', 'lg')} no-js:hidden`}>
              <CalendarDays className="size-5" aria-hidden="true" />
              {copy.show}
            </button>
            <div className="flex flex-col items-center justify-center gap-3 sm:flex-row">
              <a href={url} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary')}>
                {copy.fallbackLink}
                <ExternalLink className="size-4" aria-hidden="true" />
                <span className="sr-only"> ({common.newTab})</span>
              </a>
              <a href={`mailto:${email}`} className={buttonClass('secondary')}>
                <Mail className="size-4" aria-hidden="true" />
                {email}
              </a>
            </div>
          </div>
        </div>
        <div
          data-booking-fallback
          role="status"
          className="hidden rounded-2xl bg-slate-50 p-8 text-center ring-1 ring-slate-200 data-[show]:block"
        >
          <CalendarCheck className="mx-auto size-10 text-brand-600" aria-hidden="true" />
          <h3 className="mt-4 text-xl font-bold text-slate-900">{copy.fallbackTitle}</h3>
          <p className="mx-auto mt-2 max-w-md text-slate-700">{copy.fallbackBody}</p>
          <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <a href={url} target="_blank" rel="noopener noreferrer" className={buttonClass('primary', 'lg')}>
              {copy.fallbackLink}
              <ExternalLink className="size-4" aria-hidden="true" />
              <span className="sr-only"> ({common.newTab})</span>
            </a>
            <a href={`mailto:${email}`} className={buttonClass('secondary', 'lg')}>
              <Mail className="size-4" aria-hidden="true" />
              {email}
            </a>
          </div>
        </div>
        <dialog
          data-booking-dialog
          aria-labelledby={`${uid}-dialog-title`}
          aria-describedby={`${uid}-dialog-body`}
          className="m-auto w-[min(32rem,calc(100%-2rem))] rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-ink-950/60"
        >
          <div className="p-6 sm:p-8">
            <span className="flex size-12 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
              <CalendarCheck className="size-6" aria-hidden="true" />
            </span>
            <h3 id={`${uid}-dialog-title`} className="mt-4 text-2xl font-bold text-slate-900">
              {copy.dialogTitle}
            </h3>
            <p id={`${uid}-dialog-body`} className="mt-2 leading-7 text-slate-700">
              {copy.dialogBody}
            </p>
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <a href={confirmation} className={buttonClass('secondary')}>
                {copy.dialogConfirmation}
              </a>
              <button type="button" data-booking-close autoFocus className={buttonClass('primary')}>
                {copy.dialogOk}
              </button>
            </div>
          </div>
        </dialog>
      </DomIsland>
    </Section>
  )
}
