import { FluidImg } from '../ui/Img.tsx'
import { RichText } from '../ui/RichText.tsx'
import { Section, SectionHeader } from '../ui/Section.tsx'
import { cx } from '../ui/cx.ts'
import type { SectionRenderProps } from './types.ts'

/** Narrative paragraphs, optionally beside an illustration. */
export function Prose({ props, copy, uid, level, anchor }: SectionRenderProps<'prose'>) {
  const dark = props.tone === 'dark'
  const text = (
    <div>
      <SectionHeader
        id={`${uid}-title`}
        eyebrow={copy.eyebrow}
        title={copy.title}
        level={level}
        tone={props.tone}
        align="start"
      />
      <div className={cx('rich mt-6 space-y-4 text-lg leading-8', dark ? 'text-slate-300' : 'text-slate-600')}>
        {copy.paragraphs.map((p, i) => (
          <p key={i}>
            <RichText text={p} />
          </p>
        ))}
      </div>
    </div>
  )
  return (
    <Section tone={props.tone} id={anchor} labelledBy={`${uid}-title`}>
      {props.illustration ? (
        <div className="grid items-center gap-12 lg:grid-cols-2">
          <div className={cx(props.reverse && 'lg:order-2')}>{text}</div>
          <div className={cx(props.reverse && 'lg:order-1')}>
            <FluidImg src={`/images/illustrations/${props.illustration}.svg`} alt={copy.imageAlt ?? ''} />
          </div>
        </div>
      ) : (
        <div className="mx-auto max-w-3xl">{text}</div>
      )}
    </Section>
  )
}
