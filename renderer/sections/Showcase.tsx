import { Check, ExternalLink } from 'lucide-react'
import { screenImage } from '../../site/images.ts'
import { usePage } from '../context.tsx'
import { FluidImg } from '../ui/Img.tsx'
import { SmartLink, buttonClass } from '../ui/Link.tsx'
import { RichText } from '../ui/RichText.tsx'
import { Section, SectionHeader } from '../ui/Section.tsx'
import { cx } from '../ui/cx.ts'
import type { SectionRenderProps } from './types.ts'

/** Text and points beside a product screenshot, with one call to action. */
export function Showcase({ props, copy, uid, level, anchor }: SectionRenderProps<'showcase'>) {
  // The screen in the language of the text around it (its words are drawn from that language's copy).
  const { lang: pageLang, textLang } = usePage()
  const lang = textLang ?? pageLang
  const dark = props.tone === 'dark'
  return (
    <Section tone={props.tone} id={anchor} labelledBy={`${uid}-title`}>
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div className={cx(props.reverse && 'lg:order-2')}>
          <SectionHeader
            id={`${uid}-title`}
            eyebrow={copy.eyebrow}
            title={copy.title}
            level={level}
            tone={props.tone}
            align="start"
          />
          <p className={cx('rich mt-4 text-lg leading-8', dark ? 'text-slate-300' : 'text-slate-600')}>
            <RichText text={copy.body} />
          </p>
          {props.points.length > 0 && copy.points ? (
            <ul className="mt-6 space-y-3">
              {props.points.map((id) => (
                <li key={id} className={cx('flex gap-3', dark ? 'text-slate-100' : 'text-slate-700')}>
                  <Check
                    className={cx('mt-1 size-5 shrink-0', dark ? 'text-accent-300' : 'text-brand-600')}
                    aria-hidden="true"
                  />
                  {copy.points![id]}
                </li>
              ))}
            </ul>
          ) : null}
          {props.cta && copy.cta ? (
            <SmartLink
              href={props.cta.href}
              newTab={props.cta.newTab}
              className={cx(buttonClass(dark ? 'light' : props.cta.variant, 'lg'), 'mt-8')}
            >
              {copy.cta}
              {props.cta.newTab ? <ExternalLink className="size-4" aria-hidden="true" /> : null}
            </SmartLink>
          ) : null}
        </div>
        <div className={cx(props.reverse && 'lg:order-1')}>
          <FluidImg
            src={screenImage(props.mock, lang)}
            alt={copy.imageAlt}
            className="rounded-2xl shadow-2xl ring-1 ring-slate-900/10"
          />
        </div>
      </div>
    </Section>
  )
}
