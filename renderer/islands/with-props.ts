import type { IslandStart, Mount } from './types.ts'

/** An island's mount behind the guard of its props: props that fail it stop the island, naming it. */
export const withProps =
  <P>(name: string, isProps: (value: unknown) => value is P, mount: Mount<P>): IslandStart =>
  (element, props) => {
    if (!isProps(props)) throw new Error(`the ${name} island's props are not what it reads`)
    return mount(element, props)
  }
