import { Fragment, type ReactNode } from 'react'
import { SmartLink } from './Link.tsx'

const TOKEN = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g

/** Renders copy with `**bold**` and `[label](href)` markup; everything else is text. */
export function RichText({ text }: { text: string }) {
  const out: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(TOKEN)) {
    if (match.index > last) out.push(text.slice(last, match.index))
    if (match[1] !== undefined)
      out.push(
        <strong key={match.index} className="font-semibold">
          {match[1]}
        </strong>,
      )
    else
      out.push(
        <SmartLink key={match.index} href={match[3]!}>
          {match[2]}
        </SmartLink>,
      )
    last = match.index + match[0].length
  }
  if (last < text.length) out.push(text.slice(last))
  return <Fragment>{out}</Fragment>
}
