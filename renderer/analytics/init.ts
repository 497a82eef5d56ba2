import { analyticsEnabled, isPublicAnalytics, type PublicAnalytics } from '../../site/analytics.ts'
import { parseJson } from '../../site/guards.ts'
import { readConsent, wireBanner, type Consent } from './consent.ts'
import { globalPrivacyControl } from './gpc.ts'
import { attach, drop } from './facade.ts'

type Analytics = PublicAnalytics

function readConfig(doc: Document): Analytics | null {
  return parseJson(doc.getElementById('site-config')?.textContent, isPublicAnalytics, null)
}

/**
 * Connects the facade to the services the visitor consented to. Nothing is
 * loaded while consent is pending or denied, nor when no service is
 * configured; events wait (pending) or are dropped (denied). Under Global
 * Privacy Control the advertising tags stay off even after Accept.
 */
export function initAnalytics(doc: Document = document): void {
  // A marker for tooling (tests, benchmarks): what this page decided, after the decision took effect.
  const decided = (state: 'off' | 'waiting' | 'on') => (doc.documentElement.dataset.analytics = state)
  const config = readConfig(doc)
  if (!config || !analyticsEnabled(config)) {
    drop()
    decided('off')
    return
  }
  let revoke: (() => void) | null = null
  const start = () => {
    import('./destinations.ts')
      .then(({ startDestinations }) => startDestinations(config, { advertising: !globalPrivacyControl() }))
      .then((destinations) => {
        revoke = () => destinations.revoke()
        attach((event) => destinations.send(event))
      })
      .catch((error: unknown) => console.error('[analytics] could not start; the site works without it', error))
  }
  const apply = (choice: Consent) => {
    if (choice === 'granted') {
      start()
      decided('on')
    } else if (choice === 'denied') {
      drop()
      revoke?.()
      decided('off')
    } else decided('waiting')
  }
  apply(readConsent())
  // After the stored choice: wiring replays a choice tapped before this code started, once.
  wireBanner(doc, apply)
}
