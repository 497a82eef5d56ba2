/**
 * Whether the browser sends Global Privacy Control (`navigator.globalPrivacyControl`, the signal
 * `Sec-GPC: 1` carries): an opt-out of the "sale" or "sharing" of personal information, as
 * California law reads it, which the privacy policy honors wherever the visitor is. With it on, the
 * advertising tags (the Meta Pixel, the Google tag) never load, whatever the banner's choice; the
 * first-party analytics still follow that choice.
 */
export function globalPrivacyControl(nav: Navigator | undefined = globalThis.navigator): boolean {
  try {
    return (nav as (Navigator & { globalPrivacyControl?: unknown }) | undefined)?.globalPrivacyControl === true
  } catch {
    return false
  }
}
