import { ButtonRow } from '../ui/Link.tsx'
import { RichText } from '../ui/RichText.tsx'
import { cx } from '../ui/cx.ts'
import type { SectionRenderProps } from './types.ts'

/** A page's header band: eyebrow, title, subtitle and up to two buttons. */
export function PageHero({ props, copy, uid, level, anchor }: SectionRenderProps<'pageHero'>) {
  const Heading = level === 1 ? 'h1' : 'h2'
  const dark = props.tone === 'dark'
  return (
    <section
      id={anchor}
      aria-labelledby={`${uid}-title`}
      className={cx(
        'relative isolate overflow-hidden px-5 py-16 text-center sm:px-8 sm:py-24',
        dark ? 'on-dark bg-ink-950 text-white' : 'bg-gradient-to-b from-brand-50 to-white',
      )}
    >
      {dark ? (
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_24rem_at_50%_-20%,rgb(91_55_230/0.5),transparent)]"
        />
      ) : null}
      <div className="mx-auto max-w-3xl">
        {copy.eyebrow ? (
          <p
            className={cx('text-sm font-semibold tracking-wide uppercase', dark ? 'text-accent-300' : 'text-brand-700')}
          >
            {copy.eyebrow}
          </p>
        ) : null}
        <Heading
          id={`${uid}-title`}
          className={cx(
            'mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl',
            dark ? 'text-white' : 'text-slate-900',
          )}
        >
          {copy.title}
        </Heading>
        {copy.subtitle ? (
          <p className={cx('rich mt-6 text-lg leading-8', dark ? 'text-slate-300' : 'text-slate-600')}>
            <RichText text={copy.subtitle} />
          </p>
        ) : null}
        {props.primary || props.secondary ? (
          <ButtonRow
            className="mt-8 flex flex-col justify-center gap-3 sm:flex-row"
            buttons={[
              { cta: props.primary, label: copy.primary },
              {
                cta: dark && props.secondary ? { ...props.secondary, variant: 'light' } : props.secondary,
                label: copy.secondary,
              },
            ]}
          />
        ) : null}
        {copy.note ? (
          <p className={cx('rich mt-4 text-sm', dark ? 'text-slate-300' : 'text-slate-600')}>
            <RichText text={copy.note} />
          </p>
        ) : null}
      </div>
    </section>
  )
}
