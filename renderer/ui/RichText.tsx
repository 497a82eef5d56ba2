import { Fragment, type ReactNode } from 'react'
import { isConfigLink } from '../../site/external-links.ts'
import { parseRichText } from '../../site/markup.ts'
import { SmartLink } from './Link.tsx'

/**
 * Renders copy with `**bold**` and `[label](href)` markup; everything else is
 * text. Links to the web app or other sites (`ext:` hrefs) open in a new tab.
 */
export function RichText({ text, linkClassName }: { text: string; linkClassName?: string }) {
  const out: ReactNode[] = parseRichText(text).map((token, i) =>
    token.kind === 'bold' ? (
      <strong key={i} className="font-semibold">
        {token.text}
      </strong>
    ) : token.kind === 'link' ? (
      <SmartLink key={i} href={token.href} newTab={isConfigLink(token.href)} className={linkClassName}>
        {token.text}
      </SmartLink>
    ) : (
      token.text
    ),
  )
  return <Fragment>{out}</Fragment>
}
