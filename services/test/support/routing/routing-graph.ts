/**
 * Which query parameters each value of a statement is known to equal. A value is a column of one use of a relation
 * (`e3.institute_id`) or a parameter (`$1`); equalities the statement guarantees let the parameters flow from one value
 * to another, and the least fixpoint says which parameters hold each value.
 */
export class RoutingGraph {
  private readonly flows: Array<{ from: string; to: string }> = [];
  private readonly meets: Array<{ to: string; from: Array<string | null> }> = [];
  private solved = new Map<string, Set<number>>();

  param(number: number): string {
    return `$${number}`;
  }

  /** `to` equals `from` wherever `to` is read: it holds every parameter `from` holds. */
  flow(from: string | null, to: string | null): void {
    if (from && to && from !== to && !to.startsWith('$')) this.flows.push({ from, to });
  }

  /** `to` is one of `from` (a column of a union, of several VALUES rows): it holds the parameters all of them hold. */
  meet(to: string, from: Array<string | null>): void {
    if (from.length) this.meets.push({ to, from });
  }

  solve(): void {
    const held = new Map<string, Set<number>>();
    const of = (value: string | null): Set<number> => {
      if (!value) return new Set();
      if (value.startsWith('$')) return new Set([Number(value.slice(1))]);
      return held.get(value) ?? new Set();
    };
    const add = (to: string, params: Iterable<number>): boolean => {
      const set = held.get(to) ?? new Set<number>();
      const before = set.size;
      for (const param of params) set.add(param);
      held.set(to, set);
      return set.size > before;
    };
    for (let changed = true; changed; ) {
      changed = false;
      for (const { from, to } of this.flows) changed = add(to, of(from)) || changed;
      for (const { to, from } of this.meets) {
        const [first = new Set<number>(), ...rest] = from.map(of);
        changed =
          add(
            to,
            [...first].filter((param) => rest.every((set) => set.has(param))),
          ) || changed;
      }
    }
    this.solved = held;
  }

  paramsOf(value: string): Set<number> {
    return this.solved.get(value) ?? new Set();
  }
}
