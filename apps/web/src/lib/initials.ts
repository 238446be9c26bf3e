/**
 * The letters an avatar shows for a name, one rule for every avatar: the first letter of the first name and of the
 * last, or one letter for a single name. Arabic names are read as people write them: "عبد الله" and "أبو بكر" are
 * one name, the article of "العتيبي" and the family particle of "آل سعود" are skipped.
 */

/** Words that open a compound given name together with the word after them. */
const COMPOUND_OPENERS = new Set(['عبد', 'أبو', 'ابو', 'أبي', 'ابي']);
/** Words before a family name that are not part of its initial ("بن علي", "آل سعود"). */
const PARTICLES = new Set([
  'آل',
  'ال',
  'بن',
  'ابن',
  'بنت',
  'al',
  'Al',
  'AL',
  'el',
  'El',
  'bin',
  'Bin',
  'bint',
]);

function firstLetter(word: string): string | undefined {
  // A leading article is attached: "العتيبي" gives "ع", unless the word is too short to be more than it.
  const bare = /^ال\p{L}{2,}/u.test(word) ? word.slice(2) : word;
  return Array.from(bare).find((char) => /\p{L}/u.test(char));
}

/** Name parts, each compound given name or particle-led family name held as one part (its first word leads). */
function nameParts(name: string): string[][] {
  const words = (name.includes('@') && !/\s/.test(name.trim()) ? name.trim().split('@')[0]! : name)
    .trim()
    .split(/[\s._-]+/)
    .filter((word) => /\p{L}/u.test(word));
  const parts: string[][] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const next = words[i + 1];
    // A particle opens a family name only after a given name: "Al" alone may be someone's name.
    if (next !== undefined && (COMPOUND_OPENERS.has(word) || (i > 0 && PARTICLES.has(word)))) {
      parts.push([word, next]);
      i++;
    } else {
      parts.push([word]);
    }
  }
  return parts;
}

function initialOfPart(part: string[]): string | undefined {
  // A family name after a particle is known by its own word; a compound given name by its first.
  return PARTICLES.has(part[0]!) && part.length > 1 ? firstLetter(part[1]!) : firstLetter(part[0]!);
}

/** One or two letters for an avatar, upper-case for Latin names; "?" when the name has no letter at all. */
export function initials(name: string): string {
  const parts = nameParts(name);
  if (parts.length === 0) return '?';
  const chosen = parts.length > 1 ? [parts[0]!, parts[parts.length - 1]!] : [parts[0]!];
  const letters = chosen.map(initialOfPart).filter(Boolean).join('');
  return letters ? letters.toLocaleUpperCase() : '?';
}
