import { SECTION_TYPES } from '../../site/schema/sections/index.ts'
import type { Check } from './types.ts'

/** Every section names a type of the registry (checked before validation, for a precise message). */
export const sectionTypes: Check = {
  id: 'section-types',
  title: 'Section types',
  summary: (site) => `${site.manifest.routes.reduce((n, r) => n + r.sections.length, 0)} sections, all of known types`,
  raw: true,
  run({ raw, files }) {
    const routes = (raw as { routes?: unknown })?.routes
    if (!Array.isArray(routes)) return []
    return routes.flatMap((route: { path?: unknown; sections?: unknown }, r) =>
      (Array.isArray(route?.sections) ? route.sections : []).flatMap((section: { type?: unknown }, s: number) =>
        typeof section?.type === 'string' && (SECTION_TYPES as string[]).includes(section.type)
          ? []
          : [
              {
                check: 'section-types',
                file: files.manifest,
                route: typeof route?.path === 'string' ? route.path : `routes[${r}]`,
                key: `sections[${s}].type`,
                message: `unknown section type ${JSON.stringify(section?.type)}`,
                hint: `use one of: ${SECTION_TYPES.join(', ')} (or add a component to renderer/sections/registry.tsx)`,
              },
            ],
      ),
    )
  },
}
