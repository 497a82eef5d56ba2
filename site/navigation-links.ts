import type { NavLink, Navigation } from './schema/navigation.ts'

/** One link of the navigation with the manifest key of where it is written. */
export interface PlacedNavLink {
  /** e.g. "navigation.footer.groups[1].links[0]" */
  key: string
  link: NavLink
}

/** Every link of the navigation, header then footer, in display order. */
export function navigationLinks(nav: Navigation): PlacedNavLink[] {
  return [
    ...nav.header.menu.map((link, i) => ({ key: `navigation.header.menu[${i}]`, link })),
    ...nav.header.actions.map((link, i) => ({ key: `navigation.header.actions[${i}]`, link })),
    ...nav.footer.groups.flatMap((group, g) =>
      group.links.map((link, i) => ({ key: `navigation.footer.groups[${g}].links[${i}]`, link })),
    ),
  ]
}

/** Whether a navigation target is a route of the site (not a configured `ext:` link). */
export const isRouteTarget = (to: string): boolean => to.startsWith('/')
