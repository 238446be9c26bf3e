import { loadLexicon } from './lexicons.ts';

/**
 * English → Arabic legal glossary: the statutes are Arabic only, so English questions are searched through the
 * Arabic terms of the phrases they contain (longest phrase first, query.ts). Written by us; lower-case English keys.
 * The entries, each with its source, are data in `lexicons/glossary.json`.
 */
export const GLOSSARY: [string, string][] = loadLexicon('glossary').map((e) => [e.en, e.ar]);
