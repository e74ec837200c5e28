// The sensitive-word search (issue 15): an Aho–Corasick automaton over a tenant's words, so a
// post is read once whatever the number of words (10,000 words, a 500-character post: well
// under a millisecond, bench/wordCheck.ts). Letters are compared folded: ASCII case, and the
// full-width forms (Ａ, ａ, ０) as their ASCII letters and digits, one code unit for one, so a
// hit's positions are those of the original text.
export interface WordHit {
  /** the word's index in the list the automaton was built from */
  word: number;
  start: number;
  /** exclusive */
  end: number;
}

const FULL_WIDTH_FIRST = 0xff01;
const FULL_WIDTH_LAST = 0xff5e;
const FULL_WIDTH_SHIFT = 0xff01 - 0x21;

/** One code unit folded: full-width ASCII forms to ASCII, then A–Z to a–z. */
export function foldUnit(c: number): number {
  const ascii = c >= FULL_WIDTH_FIRST && c <= FULL_WIDTH_LAST ? c - FULL_WIDTH_SHIFT : c;
  return ascii >= 0x41 && ascii <= 0x5a ? ascii + 0x20 : ascii;
}

export interface WordAutomaton {
  /** how many words it was built from (blank ones are skipped) */
  size: number;
  find(text: string): WordHit[];
}

export function buildAutomaton(words: readonly string[]): WordAutomaton {
  // node 0 is the root; per node: its edges, its failure link, the words ending here, and the
  // nearest node down the failure chain that ends a word (so a search visits only real outputs)
  const edges: Map<number, number>[] = [new Map()];
  const ends: number[][] = [[]];
  const depth: number[] = [0];
  for (let w = 0; w < words.length; w += 1) {
    const word = words[w];
    if (!word) continue;
    let node = 0;
    for (let i = 0; i < word.length; i += 1) {
      const c = foldUnit(word.charCodeAt(i));
      let next = edges[node].get(c);
      if (next === undefined) {
        next = edges.length;
        edges.push(new Map());
        ends.push([]);
        depth.push(depth[node] + 1);
        edges[node].set(c, next);
      }
      node = next;
    }
    ends[node].push(w);
  }
  const fail = new Int32Array(edges.length);
  const output = new Int32Array(edges.length).fill(-1);
  const queue: number[] = [];
  for (const child of edges[0].values()) queue.push(child);
  for (let q = 0; q < queue.length; q += 1) {
    const node = queue[q];
    for (const [c, child] of edges[node]) {
      let f = fail[node];
      while (f !== 0 && !edges[f].has(c)) f = fail[f];
      const target = edges[f].get(c);
      fail[child] = target !== undefined && target !== child ? target : 0;
      output[child] = ends[fail[child]].length > 0 ? fail[child] : output[fail[child]];
      queue.push(child);
    }
  }
  const size = words.filter((w) => w).length;

  return {
    size,
    find(text: string): WordHit[] {
      const hits: WordHit[] = [];
      let node = 0;
      for (let i = 0; i < text.length; i += 1) {
        const c = foldUnit(text.charCodeAt(i));
        let next = edges[node].get(c);
        while (next === undefined && node !== 0) {
          node = fail[node];
          next = edges[node].get(c);
        }
        node = next ?? 0;
        for (let out = ends[node].length > 0 ? node : output[node]; out > 0; out = output[out]) {
          for (const word of ends[out]) hits.push({ word, start: i + 1 - depth[out], end: i + 1 });
        }
      }
      return hits;
    },
  };
}
