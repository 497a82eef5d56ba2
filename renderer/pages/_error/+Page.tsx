// https://vike.dev/error-page
import { ArrowLeft } from 'lucide-react'
import { homeUrl, isNotFoundUrl } from '../../../site/routes.ts'
import { usePage } from '../../context.tsx'
import { buttonClass } from '../../ui/Link.tsx'

/** 404 in the address's language (and unexpected errors): a clear message and the way home. */
export default function Page() {
  const { common, url, lang } = usePage()
  const notFound = isNotFoundUrl(url)
  const text = notFound ? common.notFound : common.error
  return (
    <section
      aria-labelledby="error-title"
      className="bg-gradient-to-b from-brand-50 to-white px-5 py-24 text-center sm:py-32"
    >
      {notFound ? (
        <p className="text-7xl font-extrabold tracking-tight text-brand-600 sm:text-8xl" aria-hidden="true">
          {common.notFound.code}
        </p>
      ) : null}
      <h1 id="error-title" className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {notFound ? <span className="sr-only">{`${common.notFound.code}: `}</span> : null}
        {text.title}
      </h1>
      <p className="mx-auto mt-4 max-w-md text-lg text-slate-600">{text.body}</p>
      <a href={homeUrl(lang)} className={`${buttonClass('primary', 'lg')} mt-10`}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        {text.home}
      </a>
    </section>
  )
}
