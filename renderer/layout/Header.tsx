import { homeUrl } from '../../site/routes.ts'
import { usePage } from '../context.tsx'
import { SmartLink, buttonClass } from '../ui/Link.tsx'
import { Wordmark } from '../ui/Logo.tsx'
import { cx } from '../ui/cx.ts'
import { LanguageToggle } from './LanguageToggle.tsx'
import { HEADER_END_ID, HEADER_ID } from './header-id.ts'
import { navLabel } from './nav-label.ts'
import { navFoldScript } from '../inline/scripts.ts'

/**
 * Site header: the menu and the actions of the manifest's
 * `navigation.header`, in order. One <nav>, one list: inline from lg up, and below it a native
 * popover opened by the menu button (`popovertarget`): it opens, closes on
 * Escape or a tap outside, returns focus to the button and exposes its
 * expanded state without any script, so a tap before the page script has
 * loaded is never lost; the button's name follows it by CSS. The shell script
 * only closes it when a link in it is selected (renderer/shell/nav.ts). A
 * browser without popovers shows the list as a wrapped row instead. From lg
 * up the list is inline, unless its labels do not fit one row: then the
 * header is folded before the first paint and keeps the phone's layout
 * (renderer/layout/nav-fold.ts). The header shrinks with transforms only, so
 * nothing moves.
 */
export function Header() {
  const { common, page, lang, site } = usePage()
  const nav = common.nav
  const current = page?.route.path
  const { menu, actions } = site.manifest.navigation.header
  // Between lg and xl the bar holds the menu, the actions and the language switch in one row, with
  // the Spanish labels the longest ("Iniciar sesión (en inglés)"): links and gaps are tighter there.
  // `bar:` is lg unless the labels do not fit that row: then the header is folded (nav-fold.ts).
  const linkClass =
    'block rounded-lg px-3 py-2.5 text-base font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:text-brand-700 bar:py-2 bar:text-sm bar:max-xl:px-2'
  return (
    <header id={HEADER_ID} className="group/header sticky top-0 z-40 h-16 no-popover:h-auto">
      <nav
        aria-label={nav.label}
        className="relative mx-auto flex h-16 max-w-7xl flex-wrap items-center justify-between gap-x-4 px-5 transition-transform duration-200 group-data-[shrunk]/header:-translate-y-1 no-popover:h-auto no-popover:py-3 sm:px-8"
      >
        <a href={homeUrl(lang)} aria-label={nav.homeLink} className="mr-auto rounded-lg">
          <Wordmark brand={site.config.brand} />
        </a>
        <button
          type="button"
          id="menu-button"
          popoverTarget="site-menu"
          aria-controls="site-menu"
          className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 no-popover:hidden bar:hidden"
        >
          {/* The name follows the popover's state: only the matching label is rendered. */}
          <span className="sr-only group-has-[#site-menu:popover-open]/header:hidden">{nav.openMenu}</span>
          <span className="sr-only hidden group-has-[#site-menu:popover-open]/header:inline">{nav.closeMenu}</span>
          <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" focusable="false">
            <path
              className="group-has-[#site-menu:popover-open]/header:hidden"
              d="M4 7h16M4 12h16M4 17h16"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
            <path
              className="hidden group-has-[#site-menu:popover-open]/header:inline"
              d="M6 6l12 12M18 6L6 18"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
        <ul
          id="site-menu"
          popover="auto"
          className={cx(
            // Phone: a panel under the bar, in the top layer while open (hidden by the browser otherwise).
            'fixed inset-x-0 top-16 bottom-auto m-0 h-auto max-h-[calc(100dvh-4rem)] w-auto max-w-none flex-col gap-1 overflow-y-auto border-b border-slate-200 bg-white px-5 pt-2 pb-5 text-inherit shadow-lg open:flex group-data-[shrunk]/header:top-15',
            'no-popover:static no-popover:flex no-popover:w-full no-popover:flex-row no-popover:flex-wrap no-popover:border-0 no-popover:p-0 no-popover:shadow-none',
            'folded-wide:inset-x-auto folded-wide:right-8 folded-wide:w-80 folded-wide:rounded-b-xl folded-wide:border-x',
            'bar:static bar:flex bar:max-h-none bar:w-auto bar:flex-row bar:items-center bar:gap-1 bar:overflow-visible bar:border-0 bar:bg-transparent bar:p-0 bar:shadow-none bar:max-xl:gap-0',
          )}
        >
          {menu.map((item) => (
            <li key={`${item.to} ${item.label}`}>
              <SmartLink href={item.to} className={linkClass} current={current === item.to}>
                {navLabel(common, item.label, site, lang)}
              </SmartLink>
            </li>
          ))}
          {actions.map((action, i) => (
            // The first action stands apart from the menu; the button is full width in the phone panel.
            <li
              key={`${action.to} ${action.label}`}
              className={
                action.style === 'button' ? 'mt-2 bar:mt-0 bar:ml-2' : i === 0 ? 'bar:ml-2 bar:xl:ml-4' : undefined
              }
            >
              <SmartLink
                href={action.to}
                className={action.style === 'button' ? cx(buttonClass('primary'), 'w-full bar:w-auto') : linkClass}
              >
                {navLabel(common, action.label, site, lang)}
              </SmartLink>
            </li>
          ))}
        </ul>
        {/* The bar's last control at every width (after the menu button on a phone, the menu from lg up):
            its place in the tab order is where it is seen. */}
        <LanguageToggle className="bar:ml-3" />
      </nav>
      {/* Before the first paint: the menu behind its button where the labels do not fit the bar. */}
      <script dangerouslySetInnerHTML={{ __html: navFoldScript(site.memo) }} />
      {/* The backdrop, last and beneath the bar (-z-10 in the header's stacking context): the page's
          first paint waits for it (renderer/head-tags.ts), so no frame shows half a header. */}
      <div
        id={HEADER_END_ID}
        aria-hidden="true"
        className="absolute inset-0 -z-10 origin-top border-b border-transparent bg-white transition-transform duration-200 group-data-[shrunk]/header:scale-y-[0.875] group-data-[shrunk]/header:border-slate-200 group-data-[shrunk]/header:shadow-sm"
      />
    </header>
  )
}
