import { EARLY_HELD_EVENT } from '../../site/early-interactions.ts'
import { ISLAND_ATTRIBUTE, ISLAND_SELECTOR } from '../../site/islands.ts'
import { abandonControl, hasHeld, startControl } from '../shell/early-replay.ts'
import { loaders } from './loaders.ts'
import { idle } from './strategies/idle.ts'
import { interaction } from './strategies/interaction.ts'
import { load } from './strategies/load.ts'
import { visible } from './strategies/visible.ts'
import type { IslandName, Strategy, StrategyFn } from './types.ts'

const strategies: Record<Strategy, StrategyFn> = { load, idle, visible, interaction }

/** An island this page's code can start (the markup names it; the loaders hold its code). */
const isLoadable = (name: string): name is IslandName => Object.hasOwn(loaders, name)
const isStrategy = (name: string | undefined): name is Strategy => name !== undefined && Object.hasOwn(strategies, name)

/**
 * Hydrates one island, then replays what the visitor did to it before its
 * code had started (held by the pre-paint capture). A failure leaves the
 * server HTML in place and is logged.
 */
async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? ''
  try {
    if (!isLoadable(name)) throw new Error(`unknown island "${name}"`)
    const loader = loaders[name]
    const props: unknown = element.dataset.props ? JSON.parse(element.dataset.props) : undefined
    const module = await loader()
    await module.default(element, props)
    element.dataset.hydrated = 'true'
    startControl(element)
  } catch (error) {
    element.dataset.hydrated = 'failed'
    abandonControl(element)
    console.error(`[island:${name}] could not start; the page keeps its server-rendered content.`, error)
  }
}

/**
 * Finds every island on the page and schedules it by its strategy. An island
 * the visitor has already used (an interaction held for it, now or later)
 * starts at once, whatever its strategy.
 */
export function startIslands(root: ParentNode = document): void {
  for (const element of root.querySelectorAll<HTMLElement>(ISLAND_SELECTOR)) {
    let started: Promise<void> | undefined
    const hydrate = () => (started ??= hydrateIsland(element))
    const named = element.dataset.strategy
    const strategy = isStrategy(named) ? strategies[named] : load
    if (hasHeld(element)) void hydrate()
    else element.addEventListener(EARLY_HELD_EVENT, () => void hydrate(), { once: true })
    strategy(element, hydrate)
  }
}
