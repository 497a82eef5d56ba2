import { ArrowRight } from 'lucide-react'
import { Icon } from '../ui/Icon.tsx'
import { SmartLink } from '../ui/Link.tsx'
import { RichText } from '../ui/RichText.tsx'
import { HeadedSection } from '../ui/Section.tsx'
import { cx } from '../ui/cx.ts'
import type { SectionRenderProps } from './types.ts'

const COLUMNS = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
  5: 'sm:grid-cols-2 lg:grid-cols-5',
} as const

/** Entry delays for the staggered cards, 100 ms apart (site.facts.ts ui.cardStaggerMs). */
const DELAYS = [
  '[--stagger:0ms]',
  '[--stagger:100ms]',
  '[--stagger:200ms]',
  '[--stagger:300ms]',
  '[--stagger:400ms]',
  '[--stagger:500ms]',
  '[--stagger:600ms]',
  '[--stagger:700ms]',
  '[--stagger:800ms]',
  '[--stagger:900ms]',
]

/** Benefits, features, values, problems, next steps or related links, as a grid. */
export function CardGrid({ props, copy, uid, level, anchor }: SectionRenderProps<'cardGrid'>) {
  const dark = props.tone === 'dark'
  const card = props.variant === 'card'
  const List = props.variant === 'numbered' ? 'ol' : 'ul'
  return (
    <HeadedSection uid={uid} copy={copy} level={level} tone={props.tone} id={props.anchor ?? anchor}>
      <List className={cx('mt-12 grid gap-6', COLUMNS[props.columns])}>
        {props.items.map((item, index) => {
          const text = copy.items[item.id]!
          return (
            <li
              key={item.id}
              className={cx(
                'relative flex flex-col',
                card &&
                  (dark
                    ? 'rounded-2xl bg-ink-800 p-6 ring-1 ring-white/10'
                    : 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200'),
                item.href && 'transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md',
                props.stagger && cx('motion-safe:stagger-in', DELAYS[index % DELAYS.length]),
              )}
            >
              {props.variant === 'numbered' ? (
                <span
                  aria-hidden="true"
                  className="flex size-10 items-center justify-center rounded-full bg-brand-600 text-base font-bold text-white"
                >
                  {index + 1}
                </span>
              ) : item.icon ? (
                <span
                  className={cx(
                    'flex size-11 items-center justify-center rounded-xl',
                    dark ? 'bg-white/10 text-accent-300' : 'bg-brand-50 text-brand-700',
                  )}
                >
                  <Icon name={item.icon} className="size-6" />
                </span>
              ) : null}
              <h3 className={cx('mt-4 text-lg font-semibold', dark ? 'text-white' : 'text-slate-900')}>{text.title}</h3>
              <p className={cx('rich mt-2 text-base leading-7', dark ? 'text-slate-300' : 'text-slate-600')}>
                <RichText text={text.body} />
              </p>
              {item.href ? (
                <SmartLink
                  href={item.href}
                  className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 after:absolute after:inset-0 after:content-[''] hover:underline"
                >
                  {text.linkLabel ?? text.title}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </SmartLink>
              ) : null}
            </li>
          )
        })}
      </List>
    </HeadedSection>
  )
}
