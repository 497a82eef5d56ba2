import { Check, Minus, X } from 'lucide-react'
import { usePage } from '../context.tsx'
import { HeadedSection } from '../ui/Section.tsx'
import type { SectionRenderProps } from './types.ts'

type Mark = 'yes' | 'partial' | 'no'

function MarkIcon({ mark, label }: { mark: Mark; label: string }) {
  const Drawing = mark === 'yes' ? Check : mark === 'partial' ? Minus : X
  const color =
    mark === 'yes'
      ? 'bg-emerald-100 text-emerald-800'
      : mark === 'partial'
        ? 'bg-amber-100 text-amber-800'
        : 'bg-rose-100 text-rose-800'
  return (
    <span
      className={`inline-flex size-6 shrink-0 items-center justify-center rounded-full ${color}`}
      role="img"
      aria-label={label}
    >
      <Drawing className="size-4" aria-hidden="true" />
    </span>
  )
}

/** Feature-by-feature table against a competitor; scrolls sideways on phones. */
export function Comparison({ props, copy, uid, level, anchor }: SectionRenderProps<'comparison'>) {
  const { site } = usePage()
  return (
    <HeadedSection uid={uid} copy={copy} level={level} tone="light" id={anchor}>
      {/* Phones: one card per row; the table needs room for three columns. */}
      <ul className="mt-10 space-y-4 sm:hidden">
        {props.rows.map((row) => {
          const text = copy.rows[row.id]!
          return (
            <li key={row.id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <h3 className="font-semibold text-slate-900">{text.feature}</h3>
              <dl className="mt-3 space-y-3 text-sm text-slate-700">
                <div className="relative pl-9">
                  <dt className="font-semibold text-brand-700">
                    <span className="absolute top-0 left-0">
                      <MarkIcon mark={row.us} label={copy.legend[row.us]} />
                    </span>
                    {site.config.brand}
                  </dt>
                  <dd>{text.us}</dd>
                </div>
                <div className="relative pl-9">
                  <dt className="font-semibold text-slate-900">
                    <span className="absolute top-0 left-0">
                      <MarkIcon mark={row.them} label={copy.legend[row.them]} />
                    </span>
                    {props.competitor}
                  </dt>
                  <dd>{text.them}</dd>
                </div>
              </dl>
            </li>
          )
        })}
      </ul>
      <section
        className="mt-12 hidden overflow-x-auto rounded-2xl ring-1 ring-slate-200 sm:block"
        aria-labelledby={`${uid}-caption`}
        tabIndex={0}
      >
        <table className="w-full min-w-[40rem] border-collapse text-left">
          <caption id={`${uid}-caption`} className="sr-only">
            {copy.caption}
          </caption>
          <thead className="bg-slate-50 text-sm text-slate-900">
            <tr>
              <th scope="col" className="px-5 py-4 font-semibold">
                {copy.featureLabel}
              </th>
              <th scope="col" className="px-5 py-4 font-semibold text-brand-700">
                {site.config.brand}
              </th>
              <th scope="col" className="px-5 py-4 font-semibold">
                {props.competitor}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 text-sm">
            {props.rows.map((row) => {
              const text = copy.rows[row.id]!
              return (
                <tr key={row.id} className="align-top">
                  <th scope="row" className="px-5 py-4 font-semibold text-slate-900">
                    {text.feature}
                  </th>
                  <td className="bg-brand-50/50 px-5 py-4 text-slate-700">
                    <span className="flex gap-3">
                      <MarkIcon mark={row.us} label={copy.legend[row.us]} />
                      {text.us}
                    </span>
                  </td>
                  <td className="px-5 py-4 text-slate-700">
                    <span className="flex gap-3">
                      <MarkIcon mark={row.them} label={copy.legend[row.them]} />
                      {text.them}
                    </span>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </section>
    </HeadedSection>
  )
}
