import { STORAGE_KEYS } from '../../site/storage.ts'
import { startControl } from '../shell/early-replay.ts'

export type Consent = 'granted' | 'denied' | 'pending'

/** The stored choice; pending when none is stored or storage is unavailable. */
export function readConsent(): Consent {
  try {
    const value = window.localStorage.getItem(STORAGE_KEYS.consent)
    return value === 'granted' || value === 'denied' ? value : 'pending'
  } catch {
    return 'pending'
  }
}

export function storeConsent(value: Exclude<Consent, 'pending'>): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.consent, value)
  } catch (error) {
    console.error('[consent] could not store the choice; it holds for this page only', error)
  }
}

/**
 * The banner (server-rendered, revealed before paint while consent is
 * pending). Accept and Decline call `onChoice`; the footer's "Your privacy choices"
 * reopens it to change the choice later. A tap on either before this code
 * started was held by the early-interaction capture and is replayed here.
 */
export function wireBanner(doc: Document, onChoice: (choice: Exclude<Consent, 'pending'>) => void): void {
  const banner = doc.getElementById('consent-banner')
  if (!banner) return
  let opener: HTMLElement | null = null
  const hide = () => {
    doc.documentElement.classList.remove('consent-pending')
    banner.removeAttribute('data-open')
    if (opener?.isConnected) opener.focus()
    opener = null
  }
  for (const button of banner.querySelectorAll<HTMLButtonElement>('button[data-consent]')) {
    button.addEventListener('click', () => {
      const choice = button.dataset.consent === 'granted' ? 'granted' : 'denied'
      storeConsent(choice)
      hide()
      onChoice(choice)
    })
  }
  banner.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && banner.hasAttribute('data-open')) hide()
  })
  const openers = [...doc.querySelectorAll<HTMLButtonElement>('button[data-consent-open]')]
  for (const button of openers) {
    button.addEventListener('click', () => {
      opener = button
      banner.setAttribute('data-open', '')
      banner.querySelector<HTMLButtonElement>('button[data-consent]')?.focus()
    })
  }
  for (const control of [banner, ...openers]) startControl(control)
}
