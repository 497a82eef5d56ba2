import type { ComponentType, ReactNode } from 'react'
import { ISLAND_ATTRIBUTE } from '../../site/islands.ts'
import type { IslandName, Strategy } from './types.ts'
import { earlyControl } from '../../site/early-interactions.ts'

interface IslandBase {
  name: IslandName
  strategy: Strategy
  className?: string
}

/**
 * Every island is an early-interaction control (site/early-interactions.ts): a click on
 * one of its buttons or a submit before its code has started is held and
 * replayed once it has.
 *
 * An island whose client code enhances server-rendered markup (no React on
 * the client). Props reach the client as JSON in data-props.
 */
export function DomIsland({
  name,
  strategy,
  props,
  className,
  children,
}: IslandBase & { props?: object; children: ReactNode }) {
  return (
    <div
      {...{ [ISLAND_ATTRIBUTE]: name }}
      data-strategy={strategy}
      {...earlyControl('island')}
      data-props={props ? JSON.stringify(props) : undefined}
      className={className}
    >
      {children}
    </div>
  )
}

/**
 * An island hydrated by React: the server renders `Component` with `props`,
 * the client hydrates the same element with the same props. The component
 * must not use useId (ids come from props), so markup matches on both sides.
 */
export function ReactIsland<P extends object>({
  name,
  strategy,
  className,
  component: Component,
  props,
}: IslandBase & { component: ComponentType<P>; props: P }) {
  return (
    <div
      {...{ [ISLAND_ATTRIBUTE]: name }}
      data-strategy={strategy}
      {...earlyControl('island')}
      data-props={JSON.stringify(props)}
      className={className}
    >
      <Component {...props} />
    </div>
  )
}
