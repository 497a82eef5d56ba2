/**
 * The Markdown text of a synthetic library entry, per language: about 600
 * words with what a real guide has: headings of two levels, a bulleted and
 * a numbered list, a table with its caption, emphasis, links to the entries
 * before and after it and to a related one, and to pages of the site.
 */
import { lower, type TopicWords } from './words.ts'

/** The entries a text links to, by route path. */
export interface EntryLinks {
  previous: string
  next: string
  related: string
}

export function englishBody(w: TopicWords, links: EntryLinks): string {
  const theme = lower(w.theme)
  return `These notes cover ${theme} for ${w.industry} brands that advertise on ${w.channel}: what to settle before launch, what to watch each week, and when to change course. They follow the [previous notes](${links.previous}) and lead to the [next ones](${links.next}).

## Before you launch

{brand} starts every ${w.channel} plan for ${w.industry} with the goal you set and the budget you are ready to spend. It drafts the campaigns, explains each choice in plain words and waits for your approval before anything goes live, so that nobody is surprised by the first invoice.

- Write down the one result that matters this season, and who will read the report.
- Check that every purchase or sign-up is counted once, on the page where it happens.
- Decide who approves changes, and how quickly they can answer.
- Keep last season's best ads at hand: they are the baseline every new idea must beat.

## What to watch each week

A weekly review takes less time than a monthly rescue. Keep it short, and keep it on the same day, so that each week can be compared with the one before.

Table: A weekly review of ${theme} on ${w.channel}

| When      | What to check             | What to do next                          |
| --------- | ------------------------- | ---------------------------------------- |
| Monday    | Spend against the plan    | Move budget toward what is working       |
| Wednesday | New creative in rotation  | Pause the versions that lose attention   |
| Friday    | Results against the goal  | Write down what changed, and why         |

## Common mistakes

1. Changing several things at once, so that nobody knows which change worked.
2. Judging a new campaign before ${w.channel} has had time to learn who responds.
3. Copying a plan from another channel without adapting it to how people use ${w.channel}.
4. Reading the dashboard every hour and reacting to noise instead of trends.

For ${w.industry}, people on ${w.channel} often respond to **${theme}** differently than they do elsewhere: what works in a busy season can waste money in a quiet one. The [related notes](${links.related}) compare two approaches side by side.

## When to ask for help

If the weekly review keeps pointing at the same problem, it is time for a second opinion. [Book a demo](/book-demo) to see how {brand} would plan it for your brand, or read what it does on the [features page](/features).

### A short checklist

- The goal is written down and shared.
- Tracking has been checked on a real purchase.
- One person owns approvals, and a second can stand in.
- The weekly review is in the calendar.
`
}

export function spanishBody(w: TopicWords, links: EntryLinks): string {
  const theme = lower(w.theme)
  return `Estas notas tratan de ${theme} para marcas de ${w.industry} que anuncian en ${w.channel}: qué dejar resuelto antes del lanzamiento, qué mirar cada semana y cuándo cambiar el rumbo. Siguen a las [notas anteriores](${links.previous}) y llevan a las [siguientes](${links.next}).

## Antes del lanzamiento

{brand} empieza cada plan de ${w.channel} para ${w.industry} con el objetivo que fijas y el presupuesto que estás dispuesto a invertir. Prepara las campañas, explica cada decisión con palabras claras y espera tu aprobación antes de publicar nada, para que nadie se lleve sorpresas con la primera factura.

- Anota el único resultado que importa esta temporada y quién leerá el informe.
- Comprueba que cada compra o registro se cuenta una sola vez, en la página donde ocurre.
- Decide quién aprueba los cambios y con qué rapidez puede responder.
- Ten a mano los mejores anuncios de la temporada pasada: son la referencia que toda idea nueva debe superar.

## Qué mirar cada semana

Una revisión semanal lleva menos tiempo que un rescate mensual. Que sea breve y siempre el mismo día, para poder comparar cada semana con la anterior.

Table: Revisión semanal de ${theme} en ${w.channel}

| Cuándo    | Qué revisar                      | Qué hacer después                          |
| --------- | -------------------------------- | ------------------------------------------ |
| Lunes     | La inversión frente al plan      | Mover presupuesto hacia lo que funciona    |
| Miércoles | Los anuncios nuevos en rotación  | Pausar las versiones que pierden atención  |
| Viernes   | Los resultados frente al objetivo | Anotar qué cambió y por qué               |

## Errores comunes

1. Cambiar varias cosas a la vez, de modo que nadie sabe qué cambio funcionó.
2. Juzgar una campaña nueva antes de que ${w.channel} haya tenido tiempo de aprender quién responde.
3. Copiar un plan de otro canal sin adaptarlo a cómo la gente usa ${w.channel}.
4. Mirar el panel cada hora y reaccionar al ruido en lugar de a las tendencias.

En ${w.industry}, la gente en ${w.channel} suele responder a **${theme}** de otra manera que en otros canales: lo que funciona en temporada alta puede desperdiciar dinero en una temporada tranquila. Las [notas relacionadas](${links.related}) comparan dos enfoques lado a lado.

## Cuándo pedir ayuda

Si la revisión semanal apunta una y otra vez al mismo problema, es momento de una segunda opinión. [Agenda una demo](/book-demo) para ver cómo lo planificaría {brand} para tu marca, o lee lo que hace en la [página de funciones](/features).

### Una lista breve

- El objetivo está escrito y compartido.
- El seguimiento se comprobó con una compra real.
- Una persona se encarga de las aprobaciones y otra puede reemplazarla.
- La revisión semanal está en el calendario.
`
}
