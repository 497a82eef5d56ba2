import { Section, SectionHeader } from '../ui/Section.tsx'
import { cx } from '../ui/cx.ts'
import { MeasureLink } from './HowWeMeasure.tsx'
import type { SectionRenderProps } from './types.ts'

/** The columns of a wide screen by the number of figures (whole class names, for Tailwind to find). */
const WIDE_COLUMNS: Record<number, string> = {
  1: 'lg:grid-cols-1',
  2: 'lg:grid-cols-2',
  3: 'lg:grid-cols-3',
  4: 'lg:grid-cols-4',
}

/** A figure longer than this many characters takes a size smaller on a phone. */
const LONG = 6

export function Stats({ props, copy, uid, level, anchor }: SectionRenderProps<'stats'>) {
  const dark = props.tone === 'dark'
  return (
    <Section
      tone={props.tone}
      id={anchor}
      labelledBy={copy.title ? `${uid}-title` : undefined}
      className="py-14 sm:py-16"
    >
      {copy.title ? (
        <SectionHeader id={`${uid}-title`} title={copy.title} intro={copy.intro} level={level} tone={props.tone} />
      ) : null}
      <dl
        className={cx(
          'grid gap-8 text-center',
          // As many columns as figures on a wide screen (three stand centered, not in four columns).
          WIDE_COLUMNS[Math.min(props.items.length, 4)],
          // Under 368 px a long figure ("+US$50 M") in the second column passes the screen's edge,
          // even a size smaller: there the figures stand one per row.
          props.items.some((id) => copy.items[id]!.value.length > LONG)
            ? 'grid-cols-1 min-[23rem]:grid-cols-2'
            : 'grid-cols-2',
          copy.title && 'mt-10',
        )}
      >
        {props.items.map((id) => {
          const s = copy.items[id]!
          return (
            <div key={id} className="flex flex-col-reverse justify-end gap-1">
              <dt className={cx('text-sm sm:text-base', dark ? 'text-slate-300' : 'text-slate-600')}>{s.label}</dt>
              <dd
                className={cx(
                  'font-extrabold tracking-tight sm:text-5xl',
                  // A long figure ("+US$50 M") takes a size smaller on a phone, so half the width holds it.
                  s.value.length > LONG ? 'text-3xl' : 'text-4xl',
                  dark ? 'text-white' : 'text-brand-700',
                )}
              >
                {s.value}
              </dd>
            </div>
          )
        })}
      </dl>
      <MeasureLink dark={dark} center />
    </Section>
  )
}
