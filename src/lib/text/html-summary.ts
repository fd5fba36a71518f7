/**
 * The first words of an HTML text, for a meta description: tags dropped,
 * white space collapsed, cut at a word before `max` characters with «…».
 */
export function htmlSummary(html: string, max = 160): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1))}…`;
}
