import { Icon } from '../ui/Icon.tsx'
import { screenImage } from '../../site/images.ts'
import { usePage } from '../context.tsx'
import { FluidImg } from '../ui/Img.tsx'
import { RichText } from '../ui/RichText.tsx'
import { HeadedSection } from '../ui/Section.tsx'
import { cx } from '../ui/cx.ts'
import type { SectionRenderProps } from './types.ts'

/** How it works: numbered steps; with screenshots they alternate sides, without they form a grid. */
export function Steps({ props, copy, uid, level, anchor }: SectionRenderProps<'steps'>) {
  // The screen in the language of the text around it (its words are drawn from that language's copy).
  const { lang: pageLang, textLang } = usePage()
  const lang = textLang ?? pageLang
  const withImages = props.items.some((i) => i.mock)
  return (
    <HeadedSection uid={uid} copy={copy} level={level} tone={props.tone} id={props.anchor ?? anchor}>
      <ol className={cx('mt-14', withImages ? 'space-y-16 lg:space-y-24' : 'grid gap-6 sm:grid-cols-2 lg:grid-cols-4')}>
        {props.items.map((item, index) => {
          const text = copy.items[item.id]!
          const number = (
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-base font-bold text-white">
              <span className="sr-only">{`${index + 1}. `}</span>
              <span aria-hidden="true">{index + 1}</span>
            </span>
          )
          if (!withImages)
            return (
              <li key={item.id} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <div className="flex items-center gap-3">
                  {number}
                  {item.icon ? <Icon name={item.icon} className="size-6 text-brand-700" /> : null}
                </div>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{text.title}</h3>
                <p className="rich mt-2 leading-7 text-slate-600">
                  <RichText text={text.body} />
                </p>
              </li>
            )
          return (
            <li key={item.id} className="grid items-center gap-8 lg:grid-cols-2 lg:gap-16">
              <div className={cx(index % 2 === 1 && 'lg:order-2')}>
                {number}
                <h3 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">{text.title}</h3>
                <p className="rich mt-3 text-lg leading-8 text-slate-600">
                  <RichText text={text.body} />
                </p>
              </div>
              <div className={cx(index % 2 === 1 && 'lg:order-1')}>
                {item.mock ? (
                  <FluidImg
                    src={screenImage(item.mock, lang)}
                    alt={text.imageAlt ?? ''}
                    className="rounded-2xl shadow-xl ring-1 ring-slate-900/10"
                  />
                ) : null}
              </div>
            </li>
          )
        })}
      </ol>
    </HeadedSection>
  )
}
