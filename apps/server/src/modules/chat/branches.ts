/**
 * A conversation is a tree: every message names the one it follows, and messages with the same parent and sender
 * are versions of one turn (an answer asked for again, a question edited). What the user sees — and what history,
 * export and search read — is one branch: the path from the conversation's leaf up to its first question.
 */

export type BranchNode = {
  id: string;
  parentId: string | null;
  sender: 'user' | 'bot';
  createdAt: Date;
};

const oldestFirst = (a: BranchNode, b: BranchNode) =>
  a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id);

/**
 * The branch ending at `leafId`, oldest first. Without a leaf (an empty conversation) or with one not among the
 * messages, every message in order: nothing stored is ever hidden by a missing pointer.
 */
export function currentBranch<T extends BranchNode>(all: readonly T[], leafId: string | null): T[] {
  const byId = new Map(all.map((m) => [m.id, m]));
  let at = leafId ? byId.get(leafId) : undefined;
  if (!at) return [...all].sort(oldestFirst);
  const path: T[] = [];
  const seen = new Set<string>();
  while (at && !seen.has(at.id)) {
    seen.add(at.id);
    path.push(at);
    at = at.parentId ? byId.get(at.parentId) : undefined;
  }
  return path.reverse();
}

const turnKey = (m: BranchNode) => `${m.parentId ?? ''}|${m.sender}`;

/** For each turn with more than one version: its versions' ids, oldest first, keyed by each of those ids. */
export function versionsByMessage(all: readonly BranchNode[]): Map<string, string[]> {
  const turns = new Map<string, BranchNode[]>();
  for (const message of all) {
    const list = turns.get(turnKey(message)) ?? [];
    list.push(message);
    turns.set(turnKey(message), list);
  }
  const out = new Map<string, string[]>();
  for (const list of turns.values()) {
    if (list.length < 2) continue;
    const ids = list.sort(oldestFirst).map((m) => m.id);
    for (const id of ids) out.set(id, ids);
  }
  return out;
}

/** Where the branch through `id` ends: down from it, taking the newest reply at every step. */
export function leafBelow(all: readonly BranchNode[], id: string): string {
  const children = new Map<string, BranchNode[]>();
  for (const message of all) {
    if (!message.parentId) continue;
    const list = children.get(message.parentId) ?? [];
    list.push(message);
    children.set(message.parentId, list);
  }
  let leaf = id;
  const seen = new Set<string>();
  for (;;) {
    seen.add(leaf);
    const next = (children.get(leaf) ?? []).sort(oldestFirst).at(-1);
    if (!next || seen.has(next.id)) return leaf;
    leaf = next.id;
  }
}
