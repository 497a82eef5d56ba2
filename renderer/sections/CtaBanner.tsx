import { Check } from 'lucide-react'
import { Icon } from '../ui/Icon.tsx'
import { ButtonRow } from '../ui/Link.tsx'
import { RichText } from '../ui/RichText.tsx'
import type { SectionRenderProps } from './types.ts'

/** The closing call to action of a page. */
export function CtaBanner({ props, copy, uid, level, anchor }: SectionRenderProps<'ctaBanner'>) {
  const Heading = level === 1 ? 'h1' : 'h2'
  return (
    <section id={anchor} aria-labelledby={`${uid}-title`} className="bg-white px-5 py-16 sm:px-8 sm:py-24">
      <div className="on-dark relative isolate mx-auto max-w-6xl overflow-hidden rounded-3xl bg-ink-900 px-6 py-12 text-white sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(40rem_20rem_at_100%_0%,rgb(91_55_230/0.55),transparent),radial-gradient(30rem_18rem_at_0%_100%,rgb(13_148_136/0.4),transparent)]"
        />
        <div className="grid gap-10 lg:grid-cols-[1.3fr_1fr] lg:items-center">
          <div>
            <Heading id={`${uid}-title`} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              {copy.title}
            </Heading>
            <p className="rich mt-4 text-lg leading-8 text-slate-200">
              <RichText text={copy.body} />
            </p>
            <ButtonRow
              className="mt-8 flex flex-col gap-3 sm:flex-row"
              buttons={[
                { cta: props.primary, label: copy.primary },
                { cta: props.secondary && { ...props.secondary, variant: 'light' }, label: copy.secondary },
              ]}
            />
          </div>
          {props.bullets.length > 0 && copy.bullets ? (
            <ul className="space-y-3">
              {props.bullets.map((id) => (
                <li key={id} className="flex gap-3 text-base text-slate-100">
                  <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-accent-400/20 text-accent-300">
                    <Check className="size-4" aria-hidden="true" />
                  </span>
                  {copy.bullets![id]}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {props.trust.length > 0 && copy.trust ? (
          <ul className="mt-10 flex flex-wrap gap-x-8 gap-y-3 border-t border-white/15 pt-6 text-sm text-slate-200">
            {props.trust.map((t) => (
              <li key={t.id} className="flex items-center gap-2">
                <Icon name={t.icon} className="size-5 text-accent-300" />
                {/* A badge may link to what backs it (the SOC 2 badge to /security). */}
                <span className="rich">
                  <RichText text={copy.trust![t.id]!} />
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  )
}
