/**
 * The language a question is written in, whatever the interface language: the script most of its letters are in
 * (a mixed question follows its main language), or null when it has no letters ("77?"), where the interface
 * language decides.
 */
export function questionLanguage(text: string): 'ar' | 'en' | null {
  const arabic = text.match(/\p{Script=Arabic}/gu)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  if (arabic === 0 && latin === 0) return null;
  return latin > arabic ? 'en' : 'ar';
}
