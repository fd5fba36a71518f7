/**
 * When a card's picture is asked for: `first`, at once and at high priority,
 * beside the client entry (the first row of a phone's first screen, whose
 * picture is the page's largest paint); `eager`, at once (the rest of the
 * first screen); undefined, as the card nears the screen.
 */
export type CardPriority = 'first' | 'eager';

/** A phone's grid has two columns (src/styles/catalogue.css): its first row is the first screen's largest paint. */
const PHONE_COLUMNS = 2;

/** A wide screen's first row of cards, and a phone's first two rows. */
export const FIRST_SCREEN_CARDS = 4;

/** The priority of a grid's `index`th card, of which the first `eagerCount` are in the first screen. */
export function cardPriority(
  index: number,
  eagerCount = FIRST_SCREEN_CARDS,
): CardPriority | undefined {
  if (index < Math.min(PHONE_COLUMNS, eagerCount)) return 'first';
  return index < eagerCount ? 'eager' : undefined;
}
