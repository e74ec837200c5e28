// The "try it" ranking over one tenant's library: every question and each of its similar
// phrasings is a document of an inverted index. A typed question is scored against them with
// BM25 (term weights from the library's own document frequencies) blended with an idf-weighted
// overlap (Dice), plus boosts for the same text and for one text containing the other; a
// question's score is that of its best-matching phrasing, 0–1. Built once per library version
// (indexCache.ts); a search touches only the postings of the typed question's terms.
import type { TryCandidate } from '../../shared/robot/api';
import { canonical, content, terms, weightOf } from './text';

export interface LibraryEntry {
  id: number;
  question: string;
  answer: string;
  typeName: string;
  similar: string[];
}

const K1 = 1.2;
const B = 0.5;
/** share of the BM25 part in the blend (the rest is the overlap) */
const BM25_SHARE = 0.6;
const CONTAINMENT_BOOST = 0.12;
/** below this the robot has no confident answer */
export const CONFIDENCE_THRESHOLD = 0.15;

/** A term seen in more than this share of the documents only adds to documents a rarer term of
 *  the question found (it still counts for them), so "怎么" or "申请" never walks the library. */
const COMMON_SHARE = 0.04;

interface Posting {
  docs: Int32Array;
  tf: Float32Array;
  /** BM25's saturated, length-normalized tf of each document, computed once */
  bm: Float32Array;
}

export class LibraryIndex {
  readonly size: number;
  private readonly entries: LibraryEntry[];
  /** per document: its question's position, its text, canonical form, length, idf mass */
  private readonly docEntry: Int32Array;
  private readonly docText: string[];
  private readonly docCanon: string[];
  private readonly docContent: string[];
  private readonly docLen: Float32Array;
  private readonly docMass: Float32Array;
  private readonly avgLen: number;
  private readonly postings = new Map<string, Posting>();
  private readonly idfOf = new Map<string, number>();
  /** scratch accumulators, reused by every search (searches are synchronous) */
  private readonly bm25: Float64Array;
  private readonly overlap: Float64Array;
  private readonly best: Float64Array;
  private readonly bestDoc: Int32Array;

  constructor(entries: LibraryEntry[]) {
    this.entries = entries;
    this.size = entries.length;
    const docEntry: number[] = [];
    const docText: string[] = [];
    const docCanon: string[] = [];
    const docTerms: Map<string, number>[] = [];
    entries.forEach((e, i) => {
      const seen = new Set<string>();
      for (const text of [e.question, ...e.similar]) {
        const canon = canonical(text);
        if (!canon || seen.has(canon)) continue;
        seen.add(canon);
        docEntry.push(i);
        docText.push(text);
        docCanon.push(canon);
        docTerms.push(terms(canon));
      }
    });
    const n = docTerms.length;
    this.docEntry = Int32Array.from(docEntry);
    this.docText = docText;
    this.docCanon = docCanon;
    this.docContent = docCanon.map(content);
    this.docLen = new Float32Array(n);
    this.docMass = new Float32Array(n);
    const lists = new Map<string, { docs: number[]; tf: number[] }>();
    let total = 0;
    docTerms.forEach((ts, d) => {
      let len = 0;
      for (const [t, count] of ts) {
        len += count * weightOf(t);
        let list = lists.get(t);
        if (!list) lists.set(t, (list = { docs: [], tf: [] }));
        list.docs.push(d);
        list.tf.push(count);
      }
      this.docLen[d] = len;
      total += len;
    });
    this.avgLen = n ? total / n : 1;
    for (const [t, list] of lists) {
      const bm = Float32Array.from(list.docs, (d, i) => (list.tf[i] * (K1 + 1)) / (list.tf[i] + K1 * (1 - B + (B * this.docLen[d]) / this.avgLen)));
      this.postings.set(t, { docs: Int32Array.from(list.docs), tf: Float32Array.from(list.tf), bm });
      this.idfOf.set(t, Math.log(1 + (n - list.docs.length + 0.5) / (list.docs.length + 0.5)));
    }
    docTerms.forEach((ts, d) => {
      let mass = 0;
      for (const [t, count] of ts) mass += this.idfOf.get(t)! * weightOf(t) * count;
      this.docMass[d] = mass;
    });
    this.bm25 = new Float64Array(n);
    this.overlap = new Float64Array(n);
    this.best = new Float64Array(entries.length);
    this.bestDoc = new Int32Array(entries.length);
  }

  /** An unseen term is as rare as a term can be in this library. */
  private idf(t: string): number {
    return this.idfOf.get(t) ?? Math.log(1 + (this.docCanon.length + 0.5) / 0.5);
  }

  /** The best `limit` questions for a typed text, best first. */
  search(text: string, limit: number): TryCandidate[] {
    const canon = canonical(text);
    if (!canon || this.docCanon.length === 0) return [];
    const query = terms(canon);
    const queryContent = content(canon);
    let queryLen = 0;
    let queryMass = 0;
    let selfBm25 = 0;
    for (const [t, count] of query) queryLen += count * weightOf(t);
    const selfNorm = K1 * (1 - B + (B * queryLen) / this.avgLen);
    const touched: number[] = [];
    // rarest terms first: they choose the candidates, common ones only add to them
    const ordered = [...query].map(([t, count]) => ({ t, count, idf: this.idf(t) })).sort((x, y) => y.idf - x.idf);
    const commonDf = Math.max(50, this.docCanon.length * COMMON_SHARE);
    for (const { t, count, idf } of ordered) {
      const w = idf * weightOf(t);
      queryMass += w * count;
      selfBm25 += w * ((count * (K1 + 1)) / (count + selfNorm));
      const p = this.postings.get(t);
      if (!p) continue;
      const addsDocs = touched.length === 0 || p.docs.length <= commonDf;
      for (let i = 0; i < p.docs.length; i++) {
        const d = p.docs[i];
        if (this.overlap[d] === 0) {
          if (!addsDocs) continue;
          touched.push(d);
        }
        this.bm25[d] += w * p.bm[i];
        this.overlap[d] += w * Math.min(count, p.tf[i]);
      }
    }
    const questions: number[] = [];
    for (const d of touched) {
      const score = this.scoreOf(d, canon, queryContent, selfBm25, queryMass);
      this.bm25[d] = 0;
      this.overlap[d] = 0;
      const q = this.docEntry[d];
      if (this.best[q] === 0) questions.push(q);
      if (score > this.best[q]) {
        this.best[q] = score;
        this.bestDoc[q] = d;
      }
    }
    const top = topOf(questions, this.best, limit);
    const out = top.map((q, i) => {
      const e = this.entries[q];
      return {
        rank: i + 1,
        questionId: e.id,
        question: e.question,
        matched: this.docText[this.bestDoc[q]],
        typeName: e.typeName,
        answer: e.answer,
        score: Math.round(this.best[q] * 1000) / 1000,
      };
    });
    for (const q of questions) this.best[q] = 0;
    return out;
  }

  private scoreOf(d: number, canon: string, queryContent: string, selfBm25: number, queryMass: number): number {
    if (this.docCanon[d] === canon) return 1;
    const bm25 = Math.min(1, this.bm25[d] / selfBm25);
    const dice = (2 * this.overlap[d]) / (queryMass + this.docMass[d]);
    let score = BM25_SHARE * bm25 + (1 - BM25_SHARE) * Math.min(1, dice);
    const docContent = this.docContent[d];
    const shorter = Math.min(queryContent.length, docContent.length);
    if (shorter >= 2 && (docContent.includes(queryContent) || queryContent.includes(docContent))) {
      score += CONTAINMENT_BOOST * (shorter / Math.max(queryContent.length, docContent.length));
    }
    // only the same text scores 1
    return Math.min(0.99, score);
  }
}

/** The `limit` positions with the highest scores, best first (ties: the earlier question). */
function topOf(candidates: number[], score: Float64Array, limit: number): number[] {
  const top: number[] = [];
  for (const q of candidates) {
    if (top.length === limit && score[q] <= score[top[top.length - 1]]) continue;
    let i = top.length;
    while (i > 0 && (score[q] > score[top[i - 1]] || (score[q] === score[top[i - 1]] && q < top[i - 1]))) i--;
    top.splice(i, 0, q);
    if (top.length > limit) top.pop();
  }
  return top;
}
