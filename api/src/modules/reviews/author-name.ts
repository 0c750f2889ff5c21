/**
 * The name shown with a review: the nickname with only its first and last characters kept ("d***o"),
 * counted in code points so a CJK or emoji name is never cut inside a character.
 */
export function maskAuthorName(nickname: string): string {
  const chars = Array.from(nickname.trim());
  if (chars.length === 0) return '***';
  if (chars.length === 1) return `${chars[0]}***`;
  return `${chars[0]}***${chars[chars.length - 1]}`;
}
