import type { MouseEvent } from 'react'
import type { SectionCopy } from '../../../site/schema/sections/index.ts'
import type { Status } from './delivery.ts'

type Text = SectionCopy<'contact'>['form']

interface NoticesProps {
  status: Status
  text: Text
  /** The mail link carrying the message as the form holds it now. */
  mailto: () => string
  retry: () => void
}

const box = 'rounded-xl p-4 ring-1'

/**
 * What happened to the message, in two live regions: the polite one for
 * success and for a message waiting for the connection, the alert for a
 * failure. Every failure keeps the message and offers the mail link, with
 * the subject and the message in it; a retry where one can help.
 */
export function Notices({ status, text, mailto, retry }: NoticesProps) {
  // Built when followed, from what the form holds then (the visitor may have edited it since).
  const refresh = (event: MouseEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = mailto()
  }
  const mailLink = (tone: string) => (
    <a
      href={mailto()}
      onClick={refresh}
      data-mailto=""
      className={`font-semibold break-words underline underline-offset-2 ${tone}`}
    >
      {text.emailInstead}
    </a>
  )
  const kind = status.kind
  return (
    <>
      <div role="status" aria-live="polite" className="empty:hidden">
        {kind === 'success' ? (
          <div className={`${box} bg-emerald-50 ring-emerald-200`} data-notice="success">
            <p className="font-semibold text-emerald-900">{text.successTitle}</p>
            <p className="mt-1 text-emerald-900">{text.successBody}</p>
          </div>
        ) : null}
        {kind === 'offline' ? (
          <div className={`${box} bg-amber-50 ring-amber-200`} data-notice="offline">
            <p className="font-semibold text-amber-900">{text.offlineTitle}</p>
            <p className="mt-1 text-amber-900">{text.offlineBody}</p>
            <p className="mt-3 text-amber-900">{mailLink('text-amber-900')}</p>
          </div>
        ) : null}
      </div>
      <div role="alert" className="empty:hidden">
        {kind === 'failed' ? (
          <div className={`${box} bg-rose-50 ring-rose-200`} data-notice="error" data-why={status.why}>
            <p className="font-semibold text-rose-900">{text.errorTitle}</p>
            <p className="mt-1 text-rose-900">
              {text.errorBody}{' '}
              {status.why === 'timeout'
                ? text.errorTimeout
                : status.why === 'network'
                  ? text.errorNetwork
                  : text.errorRejected}
            </p>
            <p className="mt-1 text-rose-900">{text.keptNote}</p>
            <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-3">
              <button
                type="button"
                onClick={retry}
                className="inline-flex min-h-11 items-center justify-center rounded-full bg-white px-5 py-2 text-sm font-semibold text-rose-900 ring-1 ring-rose-300 ring-inset hover:bg-rose-100"
              >
                {text.retry}
              </button>
              {mailLink('text-rose-900')}
            </div>
          </div>
        ) : null}
        {kind === 'rate-limited' ? (
          <div className={`${box} bg-amber-50 ring-amber-200`} data-notice="rate-limited">
            <p className="font-semibold text-amber-900">{text.rateLimitedTitle}</p>
            <p className="mt-1 text-amber-900">{text.rateLimitedBody}</p>
            <p className="mt-1 text-amber-900">{text.keptNote}</p>
            <p className="mt-3 text-amber-900">{mailLink('text-amber-900')}</p>
          </div>
        ) : null}
      </div>
    </>
  )
}
