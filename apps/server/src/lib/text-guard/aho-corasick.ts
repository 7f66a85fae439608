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
  /** Transitions per state: code unit → state. */
  private readonly next: Map<number, number>[] = [new Map()];
  private readonly fail: number[] = [0];
  /** Words ending at each state (its own, then those of its fail chain via `outLink`). */
  private readonly out: number[][] = [[]];
  /** The nearest state down the fail chain that ends a word (-1 when none). */
  private readonly outLink: number[] = [-1];
  private readonly lengths: number[] = [];

  constructor(words: readonly string[]) {
    words.forEach((word, index) => {
      this.lengths.push(word.length);
      if (word.length === 0) return;
      let state = 0;
      for (let i = 0; i < word.length; i++) {
        const code = word.charCodeAt(i);
        let to = this.next[state]!.get(code);
        if (to === undefined) {
          to = this.next.length;
          this.next.push(new Map());
          this.fail.push(0);
          this.out.push([]);
          this.outLink.push(-1);
          this.next[state]!.set(code, to);
        }
        state = to;
      }
      this.out[state]!.push(index);
    });
    // Breadth first: a state's fail link is the longest proper suffix of its path that is also a path.
    const queue: number[] = [];
    for (const child of this.next[0]!.values()) queue.push(child);
    for (let head = 0; head < queue.length; head++) {
      const state = queue[head]!;
      for (const [code, child] of this.next[state]!) {
        let f = this.fail[state]!;
        while (f !== 0 && !this.next[f]!.has(code)) f = this.fail[f]!;
        const target = this.next[f]!.get(code);
        this.fail[child] = target !== undefined && target !== child ? target : 0;
        const failState = this.fail[child]!;
        this.outLink[child] = this.out[failState]!.length > 0 ? failState : this.outLink[failState]!;
        queue.push(child);
      }
    }
  }

  /** Number of states (the root included). */
  get size(): number {
    return this.next.length;
  }

  /** Every occurrence of every word in `text`, by end position then by length (longest first). */
  search(text: string): AutomatonMatch[] {
    const found: AutomatonMatch[] = [];
    let state = 0;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      let to = this.next[state]!.get(code);
      while (to === undefined && state !== 0) {
        state = this.fail[state]!;
        to = this.next[state]!.get(code);
      }
      state = to ?? 0;
      for (let s = this.out[state]!.length > 0 ? state : this.outLink[state]!; s > 0; s = this.outLink[s]!) {
        for (const pattern of this.out[s]!) found.push({ pattern, start: i + 1 - this.lengths[pattern]!, end: i + 1 });
      }
    }
    return found;
  }
}
