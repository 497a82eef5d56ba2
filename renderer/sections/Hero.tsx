import { BadgeCheck } from 'lucide-react'
import { RichText } from '../ui/RichText.tsx'
import { ButtonRow } from '../ui/Link.tsx'
import { PartnerStrip } from '../ui/PartnerStrip.tsx'
import { Video } from '../ui/Video.tsx'
import { cx } from '../ui/cx.ts'
import { MeasureLink } from './HowWeMeasure.tsx'
import type { SectionRenderProps } from './types.ts'

/** Dark opening section: headline, buttons, stats, partner strip, product video. */
export function Hero({ props, copy, uid, level, anchor }: SectionRenderProps<'hero'>) {
  const Heading = level === 1 ? 'h1' : 'h2'
  return (
    <section
      id={anchor}
      aria-labelledby={`${uid}-title`}
      className="on-dark relative isolate overflow-hidden bg-ink-950 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_10%_-10%,rgb(91_55_230/0.45),transparent),radial-gradient(40rem_24rem_at_90%_10%,rgb(13_148_136/0.35),transparent)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-5 pt-14 pb-20 sm:px-8 lg:grid-cols-2 lg:pt-20 lg:pb-28">
        <div>
          {props.badge && copy.badge ? (
            <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1.5 text-sm font-medium text-accent-300 ring-1 ring-white/15">
              <BadgeCheck className="size-4" aria-hidden="true" />
              {copy.badge}
            </p>
          ) : null}
          <Heading
            id={`${uid}-title`}
            className={cx(
              'text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl',
              props.badge && 'mt-5',
            )}
          >
            {copy.title}
          </Heading>
          <p className="rich mt-6 max-w-xl text-lg leading-8 text-slate-300">
            <RichText text={copy.subtitle} />
          </p>
          <ButtonRow
            className="mt-8 flex flex-col gap-3 sm:flex-row"
            buttons={[
              { cta: props.primary, label: copy.primary },
              {
                cta: props.secondary && {
                  ...props.secondary,
                  variant: props.secondary.variant === 'secondary' ? 'light' : props.secondary.variant,
                },
                label: copy.secondary,
              },
            ]}
          />
          {copy.note ? <p className="mt-4 text-sm text-slate-300">{copy.note}</p> : null}
          {props.stats.length > 0 && copy.stats ? (
            <dl className="mt-10 grid max-w-lg grid-cols-3 gap-4 border-t border-white/15 pt-6">
              {props.stats.map((id) => (
                <div key={id} className="flex flex-col-reverse justify-end gap-1">
                  <dt className="text-xs leading-5 text-slate-300 sm:text-sm">{copy.stats![id]!.label}</dt>
                  <dd className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{copy.stats![id]!.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {props.stats.length > 0 ? <MeasureLink dark /> : null}
          {props.partners && copy.partnersLabel ? <PartnerStrip label={copy.partnersLabel} dark /> : null}
        </div>
        {props.video && copy.videoLabel ? (
          // The caption hangs below the video's box instead of adding to the column's height: the
          // column is centred against the text, and a caption parsed after a first paint would
          // otherwise move the video up by half its height (a layout shift on a slow phone).
          <div className="relative">
            <Video label={copy.videoLabel} />
            <p className="absolute inset-x-0 top-full mt-3 text-center text-sm text-slate-300">{copy.videoLabel}</p>
          </div>
        ) : null}
      </div>
    </section>
  )
}
