/** The header's id (renderer/layout/Header.tsx), for the shell's nav script (renderer/shell/nav.ts). */
export const HEADER_ID = 'site-header'

/**
 * The id of the header's last element, its backdrop: the `<link rel="expect">` of every page's head
 * (renderer/head-tags.ts) holds the first paint until it is parsed, so the whole header is. Chromium
 * lifts the hold when the element is inserted, the HTML standard once it is fully parsed: for an
 * empty last element the two are the same moment.
 */
export const HEADER_END_ID = 'site-header-end'
