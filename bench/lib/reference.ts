/**
 * The reference page: a phone-sized plain document in the site's font stack,
 * a heading and a paragraph, its style in a file (the host's default CSP
 * allows 'self' styles, not inline ones), the site's icon. What any page of
 * the site costs at least on this machine now. Written into the served
 * folder for the bench only, and removed after.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** The reference page's URL: never a page of the site (the bench checks the manifest's URLs against it). */
export const REFERENCE_URL = '/__bench/reference/'

/** The site's own font stack (Tailwind's default sans, what every page sets on body). */
const FONT_STACK = '-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue","Noto Sans",Arial,sans-serif'

export function writeReferencePage(dir: string): void {
  const folder = join(dir, REFERENCE_URL)
  mkdirSync(folder, { recursive: true })
  writeFileSync(
    join(folder, 'reference.css'),
    `body{margin:0 auto;max-width:40rem;padding:1.5rem;font-family:${FONT_STACK};line-height:1.6;color:#0f172a}` +
      'h1{font-size:2.25rem;line-height:1.2}p{font-size:1.125rem}\n',
  )
  writeFileSync(
    join(folder, 'index.html'),
    `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Reference page</title>
<meta name="description" content="A plain page measured beside the site's pages, as the machine's reference.">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${REFERENCE_URL}reference.css">
</head>
<body>
<main>
<h1>Advertising that runs itself</h1>
<p>Plan, launch and tune campaigns on every major ad platform from one place. The assistant drafts
the plan, you approve the guardrails, and it keeps budgets where they earn the most, day and night.
Every change is logged, every figure is yours, and a person is one email away when you need one.</p>
</main>
</body>
</html>
`,
  )
}

export function removeReferencePage(dir: string): void {
  rmSync(join(dir, REFERENCE_URL.split('/')[1]!), { recursive: true, force: true })
}
