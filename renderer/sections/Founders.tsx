import { usePage } from '../context.tsx'
import { Img } from '../ui/Img.tsx'
import { SmartLink } from '../ui/Link.tsx'
import { HeadedSection } from '../ui/Section.tsx'
import { SocialIcon } from '../ui/SocialIcon.tsx'
import type { SectionRenderProps } from './types.ts'

/** The founders: portrait, name (the site's facts), role, bio and profile link. */
export function Founders({ props, copy, uid, level, anchor }: SectionRenderProps<'founders'>) {
  const { founders } = usePage().site.facts
  return (
    <HeadedSection uid={uid} copy={copy} level={level} tone="muted" id={anchor}>
      <ul className="mx-auto mt-12 grid max-w-4xl gap-8 sm:grid-cols-2">
        {props.items.map((item) => {
          const person = founders.find((f) => f.id === item.id)!
          const text = copy.items[item.id]!
          return (
            <li
              key={item.id}
              className="flex flex-col items-center rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200"
            >
              <Img src={`/images/founders/${item.id}.svg`} alt={person.name} className="size-40 rounded-full" />
              <h3 className="mt-6 text-xl font-bold text-slate-900">{person.name}</h3>
              <p className="font-medium text-brand-700">{text.role}</p>
              <p className="mt-4 flex-1 leading-7 text-slate-600">{text.bio}</p>
              <SmartLink
                href={item.href}
                newTab
                className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
                ariaLabel={`${copy.profile}: ${person.name}`}
              >
                <SocialIcon name="linkedin" className="size-4" />
                {copy.profile}
              </SmartLink>
            </li>
          )
        })}
      </ul>
    </HeadedSection>
  )
}
