import { homeUrl } from '../../site/routes.ts'
import { usePage } from '../context.tsx'
import { SmartLink, buttonClass } from '../ui/Link.tsx'
import { Wordmark } from '../ui/Logo.tsx'
import { cx } from '../ui/cx.ts'

interface NavItem {
  key: 'home' | 'features' | 'about' | 'blog' | 'contact'
  href: string
}

const ITEMS: NavItem[] = [
  { key: 'home', href: '/' },
  { key: 'features', href: '/features' },
  { key: 'about', href: '/about' },
  { key: 'blog', href: 'ext:blog' },
  { key: 'contact', href: '/contact' },
]

/**
 * Site header. One <nav>, one list: inline from lg up, a menu panel below it
 * on phones (opened by the shell script), and a plain wrapped row of links
 * when JavaScript is off. It shrinks with transforms only, so nothing moves.
 */
export function Header() {
  const { common, page, lang, site } = usePage()
  const nav = common.nav
  const current = page?.route.path
  const linkClass =
    'block rounded-lg px-3 py-2.5 text-base font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:text-brand-700 lg:py-2 lg:text-sm'
  return (
    <header id="site-header" className="group/header sticky top-0 z-40 h-16 no-js:h-auto">
      <div
        aria-hidden="true"
        className="absolute inset-0 origin-top border-b border-transparent bg-white transition-transform duration-200 group-data-[shrunk]/header:scale-y-[0.875] group-data-[shrunk]/header:border-slate-200 group-data-[shrunk]/header:shadow-sm"
      />
      <nav
        aria-label={nav.label}
        className="relative mx-auto flex h-16 max-w-7xl flex-wrap items-center justify-between gap-x-4 px-5 transition-transform duration-200 group-data-[shrunk]/header:-translate-y-1 no-js:h-auto no-js:py-3 sm:px-8"
      >
        <a href={homeUrl(lang)} aria-label={nav.homeLink} className="rounded-lg">
          <Wordmark brand={site.config.brand} />
        </a>
        <button
          type="button"
          id="menu-button"
          className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 no-js:hidden lg:hidden"
          aria-expanded="false"
          aria-controls="site-menu"
          aria-label={nav.openMenu}
          data-label-open={nav.openMenu}
          data-label-close={nav.closeMenu}
        >
          <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" focusable="false">
            <path
              className="menu-icon-open"
              d="M4 7h16M4 12h16M4 17h16"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
        <ul
          id="site-menu"
          className={cx(
            'absolute inset-x-0 top-full hidden flex-col gap-1 border-b border-slate-200 bg-white px-5 pt-2 pb-5 shadow-lg data-[open]:flex',
            'no-js:static no-js:flex no-js:w-full no-js:flex-row no-js:flex-wrap no-js:border-0 no-js:p-0 no-js:shadow-none',
            'lg:static lg:flex lg:w-auto lg:flex-row lg:items-center lg:gap-1 lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none',
          )}
        >
          {ITEMS.map((item) => (
            <li key={item.key}>
              <SmartLink href={item.href} className={linkClass} current={current === item.href}>
                {nav[item.key]}
              </SmartLink>
            </li>
          ))}
          <li className="lg:ml-4">
            <SmartLink href="ext:signIn" className={linkClass}>
              {nav.signIn}
            </SmartLink>
          </li>
          <li className="mt-2 lg:mt-0 lg:ml-2">
            <SmartLink href="/book-demo" className={cx(buttonClass('primary'), 'w-full lg:w-auto')}>
              {nav.bookDemo}
            </SmartLink>
          </li>
        </ul>
      </nav>
    </header>
  )
}
