/** The colors of the reports the commands print: none off a terminal or with NO_COLOR set. */
const useColor = process.stdout.isTTY && !process.env.NO_COLOR
const paint = (code: number, text: string) => (useColor ? `\u001b[${code}m${text}\u001b[0m` : text)
export const ok = (t: string): string => paint(32, t)
export const bad = (t: string): string => paint(31, t)
export const warn = (t: string): string => paint(33, t)
export const dim = (t: string): string => paint(2, t)

/** A check's title as the report aligns it: "Languages..................". */
export const checkTitle = (title: string): string => title.padEnd(28, '.')

/** "1 problem", "3 problems". */
export const problemCount = (n: number): string => `${n} problem${n === 1 ? '' : 's'}`
