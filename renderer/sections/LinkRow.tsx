import { ButtonLink } from '../ui/Link.tsx'
import { RichText } from '../ui/RichText.tsx'
import { Section } from '../ui/Section.tsx'
import { cx } from '../ui/cx.ts'
import type { SectionRenderProps } from './types.ts'

/** A row of buttons, with an optional title. */
export function LinkRow({ props, copy, uid, level, anchor }: SectionRenderProps<'linkRow'>) {
  const Heading = level === 1 ? 'h1' : 'h2'
  const center = props.align === 'center'
  return (
    <Section
      tone={props.tone}
      id={anchor}
      labelledBy={copy.title ? `${uid}-title` : undefined}
      className="py-12 sm:py-16"
    >
      <div className={cx(center && 'text-center')}>
        {copy.title ? (
          <Heading id={`${uid}-title`} className="text-2xl font-bold tracking-tight text-slate-900">
            {copy.title}
          </Heading>
        ) : null}
        {copy.intro ? (
          <p className="rich mx-auto mt-3 max-w-2xl text-lg leading-8 text-slate-600">
            <RichText text={copy.intro} />
          </p>
        ) : null}
        <ul className={cx('mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap', center && 'sm:justify-center')}>
          {props.items.map((item) => (
            <li key={item.id}>
              <ButtonLink cta={item} size="lg" className="w-full sm:w-auto">
                {copy.items[item.id]}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  )
}
