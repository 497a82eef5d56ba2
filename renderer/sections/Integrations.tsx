import { PlatformLogo } from '../ui/PlatformLogo.tsx'
import { HeadedSection } from '../ui/Section.tsx'
import { cx } from '../ui/cx.ts'
import type { SectionRenderProps } from './types.ts'

/** Ad platforms: live ones and the ones coming soon. */
export function Integrations({ props, copy, uid, level, anchor }: SectionRenderProps<'integrations'>) {
  return (
    <HeadedSection uid={uid} copy={copy} level={level} tone="muted" id={anchor}>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {props.items.map((item) => {
          const text = copy.items[item.platform]!
          return (
            <li
              key={item.platform}
              className={cx(
                'flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200',
                item.comingSoon && 'bg-slate-50',
              )}
            >
              <div className="flex items-center justify-between gap-3">
                <PlatformLogo
                  platform={item.platform}
                  className={cx('h-7 w-auto', item.comingSoon && 'opacity-80 grayscale')}
                />
                <span
                  className={cx(
                    'rounded-full px-2.5 py-1 text-xs font-semibold',
                    item.comingSoon ? 'bg-slate-200 text-slate-700' : 'bg-emerald-100 text-emerald-800',
                  )}
                >
                  {item.comingSoon ? copy.comingSoon : copy.live}
                </span>
              </div>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{text.name}</h3>
              <p className="mt-2 text-base leading-7 text-slate-600">{text.body}</p>
            </li>
          )
        })}
      </ul>
    </HeadedSection>
  )
}
