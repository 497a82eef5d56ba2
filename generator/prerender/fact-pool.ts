/**
 * One copy of what the pages' facts repeat. Every page's facts are kept on
 * the main thread until the checks across pages (links, anchors, alternates),
 * and most of them are the same on every page: the navigation's and the
 * footer's links, the ids of the layout, the policy of a kind of page. Each
 * page had its own copies (a worker's facts are cloned when posted, the main
 * thread's are cloned off the HTML): a pool keeps the first and hands it to
 * every page that has the same. The facts are only read, never changed, so a
 * shared array is safe.
 */
import type { PageFacts } from '../html-checks/dom.ts'
import type { PageOutcome } from './page.ts'

type Ref = PageFacts['refs'][number]
type Pair = [string, string]

export class FactPool {
  private readonly strings = new Map<string, string>()
  private readonly refs = new Map<string, Ref>()
  private readonly pairs = new Map<string, Pair>()
  private readonly lists = new Map<string, string[]>()

  private string(s: string): string {
    const kept = this.strings.get(s)
    if (kept !== undefined) return kept
    this.strings.set(s, s)
    return s
  }

  private ref(r: Ref): Ref {
    const key = `${r[0]}\u0000${r[1]}\u0000${r[2]}`
    const kept = this.refs.get(key)
    if (kept) return kept
    const fresh: Ref = [this.string(r[0]), this.string(r[1]), this.string(r[2])]
    this.refs.set(key, fresh)
    return fresh
  }

  private pair(p: Pair): Pair {
    const key = `${p[0]}\u0000${p[1]}`
    const kept = this.pairs.get(key)
    if (kept) return kept
    const fresh: Pair = [this.string(p[0]), this.string(p[1])]
    this.pairs.set(key, fresh)
    return fresh
  }

  /** The same ids in the same order as another page's: that page's array. */
  private list(ids: string[]): string[] {
    const key = ids.join('\u0000')
    const kept = this.lists.get(key)
    if (kept) return kept
    const fresh = ids.map((id) => this.string(id))
    this.lists.set(key, fresh)
    return fresh
  }

  /**
   * The outcome with its repeated facts taken from the pool. Its strings must
   * own their characters (cloned or posted, not slices of the page's HTML):
   * the pool keeps the first of each for the whole build.
   */
  keep(outcome: PageOutcome): PageOutcome {
    const f = outcome.facts
    return {
      ...outcome,
      csp: this.string(outcome.csp),
      facts: {
        url: f.url,
        file: f.file,
        ids: this.list(f.ids),
        refs: f.refs.map((r) => this.ref(r)),
        alternates: f.alternates.map((p) => this.pair(p)),
        // A page's own: its card's address (nothing to share).
        socialImages: f.socialImages,
      },
    }
  }
}
