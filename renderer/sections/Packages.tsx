import { Check } from 'lucide-react'
import { screenImage } from '../../site/images.ts'
import { usePage } from '../context.tsx'
import { FluidImg } from '../ui/Img.tsx'
import { ButtonLink } from '../ui/Link.tsx'
import { HeadedSection } from '../ui/Section.tsx'
import { cx } from '../ui/cx.ts'
import type { SectionRenderProps } from './types.ts'

/** Messaging-automation agents, presented as packages. */
export function Packages({ props, copy, uid, level, anchor }: SectionRenderProps<'packages'>) {
  // The screen in the language of the text around it (its words are drawn from that language's copy).
  const { lang: pageLang, textLang } = usePage()
  const lang = textLang ?? pageLang
  return (
    <HeadedSection uid={uid} copy={copy} level={level} tone="muted" id={anchor}>
      {props.mock && copy.imageAlt ? (
        <div className="mx-auto mt-12 max-w-3xl">
          <FluidImg
            src={screenImage(props.mock, lang)}
            alt={copy.imageAlt}
            className="rounded-2xl shadow-xl ring-1 ring-slate-900/10"
          />
        </div>
      ) : null}
      <ul className="mt-12 grid gap-6 lg:grid-cols-3">
        {props.items.map((item) => {
          const p = copy.items[item.id]!
          return (
            <li
              key={item.id}
              className={cx(
                'relative flex flex-col rounded-2xl bg-white p-7 shadow-sm',
                item.featured ? 'ring-2 ring-brand-600' : 'ring-1 ring-slate-200',
              )}
            >
              {item.featured ? (
                <p className="absolute -top-3 left-7 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
                  {copy.featured}
                </p>
              ) : null}
              <h3 className="text-xl font-bold text-slate-900">{p.name}</h3>
              <p className="mt-2 leading-7 text-slate-600">{p.summary}</p>
              <ul className="mt-6 flex-1 space-y-3">
                {p.features.map((f) => (
                  <li key={f} className="flex gap-3 text-slate-700">
                    <Check className="mt-1 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
                    {f}
                  </li>
                ))}
              </ul>
            </li>
          )
        })}
      </ul>
      <div className="mt-10 text-center">
        <ButtonLink cta={props.cta} size="lg">
          {copy.cta}
        </ButtonLink>
      </div>
    </HeadedSection>
  )
}
