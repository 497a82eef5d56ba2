import type { ReactNode } from 'react'
import { usePage } from '../context.tsx'
import { ConsentBanner } from './ConsentBanner.tsx'
import { Footer } from './Footer.tsx'
import { Header } from './Header.tsx'

/** Page frame: skip link first, header (with the language switch), main, footer, consent banner. */
export function Layout({ children }: { children: ReactNode }) {
  const { common } = usePage()
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-3 font-semibold text-brand-700 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {common.skipToContent}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer />
      <ConsentBanner />
    </>
  )
}
