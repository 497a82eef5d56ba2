import { formatDate, formatNumber } from '../../locales/format.ts'
import { interpolate } from '../../site/copy.ts'
import { figuresOnPage } from '../../site/page-figures.ts'
import { usePage } from '../context.tsx'

/** Anchor of the note; the stats of a page link to it. */
export const MEASURE_ID = 'how-we-measure'

/** Whether the page shows measured figures (and so carries the note). */
export function useHasMeasuredFigures(): boolean {
  const { site, page } = usePage()
  return !!page && figuresOnPage(site, page).length > 0
}

/** The note's labels in the language of the text around it (English inside /es/story's body). */
function useMeasureCopy() {
  const { lang, textLang, commons } = usePage()
  return commons[textLang ?? lang].measure
}

/** "How we measure these figures": a link under a page's stats to the note at its end. */
export function MeasureLink({ dark = false, center = false }: { dark?: boolean; center?: boolean }) {
  const copy = useMeasureCopy()
  if (!useHasMeasuredFigures()) return null
  return (
    <p className={center ? 'mt-8 text-center text-sm' : 'mt-6 text-sm'}>
      <a
        href={`#${MEASURE_ID}`}
        className={dark ? 'text-slate-300 underline hover:text-white' : 'text-brand-700 underline hover:text-brand-800'}
      >
        {copy.link}
      </a>
    </p>
  )
}

/**
 * The basis of every measured figure the page shows (site.claims.ts), after its
 * sections: what each one counts, over whom, over which period, how many were
 * measured and whether the figure is their mean, median, count…, and when it
 * was measured. A description list under its own h2, so it reads in order with a
 * screen reader and is reachable from the stats' link.
 */
export function HowWeMeasure() {
  const { site, page } = usePage()
  const copy = useMeasureCopy()
  if (!page) return null
  const figures = figuresOnPage(site, page)
  if (figures.length === 0) return null
  const lang = page.contentLang
  const values = site.placeholders[lang]
  const text = (s: string, key: string) => interpolate(s, values, key)
  return (
    <section id={MEASURE_ID} aria-labelledby={`${MEASURE_ID}-title`} className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-7xl px-5 py-12 sm:px-8">
        <h2 id={`${MEASURE_ID}-title`} className="text-xl font-bold tracking-tight text-slate-900">
          {copy.title}
        </h2>
        <p className="mt-2 max-w-3xl text-sm leading-6 text-slate-600">{copy.intro}</p>
        <dl className="mt-8 grid gap-x-10 gap-y-6 text-sm leading-6 md:grid-cols-2">
          {figures.map(({ placeholder, key, claim }) => (
            <div key={placeholder}>
              <dt className="font-semibold text-slate-900">
                {values[placeholder]} {text(claim.label[lang], `${key}.label`)}
              </dt>
              <dd className="mt-1 text-slate-700">
                <span className="font-medium text-slate-900">{copy.counts}</span>{' '}
                {text(claim.basis.counts[lang], `${key}.basis.counts`)}.{' '}
                <span className="font-medium text-slate-900">{copy.population}</span>{' '}
                {text(claim.basis.population[lang], `${key}.basis.population`)}.{' '}
                <span className="font-medium text-slate-900">{copy.period}</span>{' '}
                {text(claim.basis.period[lang], `${key}.basis.period`)}.{' '}
                <span className="font-medium text-slate-900">{copy.sample}</span>{' '}
                {formatNumber(claim.basis.sample.size, lang)}{' '}
                {text(claim.basis.sample.unit[lang], `${key}.basis.sample.unit`)};{' '}
                {copy.statistic[claim.basis.statistic]}.{' '}
                <span className="font-medium text-slate-900">{copy.measured}</span>{' '}
                {formatDate(claim.basis.measured, lang)}.
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
