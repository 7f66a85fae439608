/**
 * A multi-pattern automaton (Aho–Corasick) over UTF-16 code units: built once for a word list, it finds every
 * occurrence of every word in one pass over a text, in time linear in the text plus the matches.
 */
export interface AutomatonMatch {
  /** Index of the word in the list the automaton was built from. */
  pattern: number;
  /** First code unit of the occurrence in the scanned text. */
  start: number;
  /** One past its last code unit. */
  end: number;
}

export class AhoCorasick {
  /** Symbol of each code unit that occurs in a word (-1 for the others, which always lead back to the root). */
  private readonly symbolOf = new Int32Array(0x10000).fill(-1);
  /** The root's transitions, one per symbol (0: stay at the root). */
  private readonly rootNext: Int32Array;
  /** Every other state's transitions, sorted by symbol: `edgeSymbol` / `edgeTarget` from `edgeStart[s]`. */
  private readonly edgeStart: Int32Array;
  private readonly edgeSymbol: Int32Array;
  private readonly edgeTarget: Int32Array;
  private readonly fail: Int32Array;
  /** The nearest state down the fail chain (itself included) that ends a word, -1 when none. */
  private readonly firstOut: Int32Array;
  /** The next state down the fail chain after `s` that ends a word, -1 when none. */
  private readonly nextOut: Int32Array;
  /** Words ending at each state: `outWords` from `outStart[s]` to `outStart[s + 1]`. */
  private readonly outStart: Int32Array;
  private readonly outWords: Int32Array;
  private readonly lengths: Int32Array;

  constructor(words: readonly string[]) {
    // Built with maps (a trie, then fail links breadth first), then flattened into arrays for the search.
    const next: Map<number, number>[] = [new Map()];
    const ends: number[][] = [[]];
    let symbols = 0;
    this.lengths = new Int32Array(words.length);
    words.forEach((word, index) => {
      this.lengths[index] = word.length;
      if (word.length === 0) return;
      let state = 0;
      for (let i = 0; i < word.length; i++) {
        const code = word.charCodeAt(i);
        if (this.symbolOf[code] === -1) this.symbolOf[code] = symbols++;
        const symbol = this.symbolOf[code]!;
        let to = next[state]!.get(symbol);
        if (to === undefined) {
          to = next.length;
          next.push(new Map());
          ends.push([]);
          next[state]!.set(symbol, to);
        }
        state = to;
      }
      ends[state]!.push(index);
    });
    const count = next.length;
    const fail = new Int32Array(count);
    const firstOut = new Int32Array(count).fill(-1);
    const nextOut = new Int32Array(count).fill(-1);
    if (ends[0]!.length > 0) firstOut[0] = 0;
    // Breadth first: a state's fail link is the longest proper suffix of its path that is also a path.
    const queue: number[] = [];
    for (const child of next[0]!.values()) queue.push(child);
    for (let head = 0; head < queue.length; head++) {
      const state = queue[head]!;
      const own = ends[state]!.length > 0;
      const failOut = firstOut[fail[state]!]!;
      firstOut[state] = own ? state : failOut;
      nextOut[state] = own ? failOut : -1;
      for (const [symbol, child] of next[state]!) {
        let f = fail[state]!;
        while (f !== 0 && !next[f]!.has(symbol)) f = fail[f]!;
        const target = next[f]!.get(symbol);
        fail[child] = target !== undefined && target !== child ? target : 0;
        queue.push(child);
      }
    }
    this.fail = fail;
    this.firstOut = firstOut;
    this.nextOut = nextOut;
    this.rootNext = new Int32Array(Math.max(1, symbols));
    for (const [symbol, child] of next[0]!) this.rootNext[symbol] = child;
    this.edgeStart = new Int32Array(count + 1);
    let edges = 0;
    for (let s = 0; s < count; s++) {
      this.edgeStart[s] = edges;
      if (s > 0) edges += next[s]!.size;
    }
    this.edgeStart[count] = edges;
    this.edgeSymbol = new Int32Array(edges);
    this.edgeTarget = new Int32Array(edges);
    for (let s = 1; s < count; s++) {
      const sorted = [...next[s]!].sort((a, b) => a[0] - b[0]);
      let at = this.edgeStart[s]!;
      for (const [symbol, child] of sorted) {
        this.edgeSymbol[at] = symbol;
        this.edgeTarget[at] = child;
        at++;
      }
    }
    this.outStart = new Int32Array(count + 1);
    let outs = 0;
    for (let s = 0; s < count; s++) {
      this.outStart[s] = outs;
      outs += ends[s]!.length;
    }
    this.outStart[count] = outs;
    this.outWords = new Int32Array(outs);
    for (let s = 0; s < count; s++) this.outWords.set(ends[s]!, this.outStart[s]!);
  }

  /** Number of states (the root included). */
  get size(): number {
    return this.fail.length;
  }

  /** The state `symbol` leads to from `state` (not the root), -1 when it has no such edge. */
  private step(state: number, symbol: number): number {
    let lo = this.edgeStart[state]!;
    let hi = this.edgeStart[state + 1]! - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const at = this.edgeSymbol[mid]!;
      if (at === symbol) return this.edgeTarget[mid]!;
      if (at < symbol) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  /** Every occurrence of every word in `text`, by end position then by length (longest first). */
  search(text: string): AutomatonMatch[] {
    const found: AutomatonMatch[] = [];
    const { symbolOf, rootNext, fail, firstOut, nextOut, outStart, outWords, lengths } = this;
    let state = 0;
    for (let i = 0; i < text.length; i++) {
      const symbol = symbolOf[text.charCodeAt(i)]!;
      if (symbol < 0) {
        state = 0;
        continue;
      }
      for (;;) {
        if (state === 0) {
          state = rootNext[symbol]!;
          break;
        }
        const to = this.step(state, symbol);
        if (to >= 0) {
          state = to;
          break;
        }
        state = fail[state]!;
      }
      for (let s = firstOut[state]!; s > 0; s = nextOut[s]!) {
        for (let k = outStart[s]!; k < outStart[s + 1]!; k++) {
          const pattern = outWords[k]!;
          found.push({ pattern, start: i + 1 - lengths[pattern]!, end: i + 1 });
        }
      }
    }
    return found;
  }
}
