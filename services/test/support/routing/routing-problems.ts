import type {
  Alias,
  DeleteStmt,
  InsertStmt,
  JoinExpr,
  Node,
  RangeVar,
  ResTarget,
  SelectStmt,
  UpdateStmt,
  WithClause,
} from 'libpg-query';
import { RoutingGraph } from './routing-graph';
import type { TenantCatalog } from './tenant-catalog';

export const UNROUTED = 'no institute_id = $n equality on it';
export const UNEQUAL_JOIN = 'joins tenant tables without equal institute_id';

/** One column a query block answers with: its name and, per branch of a union or row of VALUES, its value. */
interface Column {
  name: string;
  values: Array<string | null>;
}

type Verb = 'reads' | 'inserts into' | 'updates' | 'deletes from';

/** One use of a relation in a FROM list (or the target of a write), under its alias. */
interface Entry {
  id: number;
  name: string;
  kind: 'table' | 'derived' | 'function';
  table?: string;
  tenant: boolean;
  verb: Verb;
  block: Block;
  columns: string[];
}

/**
 * A query block's name space: its FROM entries, the columns a USING join merged, the CTEs its WITH defines. `outer` is
 * where a column not found here is looked up (a correlated subquery, a LATERAL item); `cteOuter` where a CTE is.
 */
interface Block {
  entries: Entry[];
  merged: Map<string, string | null>;
  ctes: Map<string, Column[]>;
  outer?: Block;
  cteOuter?: Block;
}

type Walkable = Node | Node[] | undefined | null | unknown;

const strings = (nodes: Node[] | undefined): string[] =>
  (nodes ?? []).flatMap((node) => ('String' in node && node.String.sval !== undefined ? [node.String.sval] : []));

const aliasColumns = (columns: Column[], alias: Alias | undefined): Column[] => {
  const names = strings(alias?.colnames);
  return columns.map((column, index) => ({ ...column, name: names[index] ?? column.name }));
};

/** Every AND-ed condition of a WHERE or ON clause: each of them holds for every row the block reads. */
function conjuncts(node: Node | undefined): Node[] {
  if (!node) return [];
  if ('BoolExpr' in node && node.BoolExpr.boolop === 'AND_EXPR') return (node.BoolExpr.args ?? []).flatMap(conjuncts);
  return [node];
}

/** Equal pairs a condition states: `a = b`, and `(a, b) = (c, d)` element by element. */
function equalPairs(node: Node): Array<[Node | undefined, Node | undefined]> {
  if (!('A_Expr' in node)) return [];
  const { kind, name, lexpr, rexpr } = node.A_Expr;
  if (kind !== 'AEXPR_OP' || strings(name).join('.') !== '=') return [];
  if (lexpr && rexpr && 'RowExpr' in lexpr && 'RowExpr' in rexpr) {
    const right = rexpr.RowExpr.args ?? [];
    return (lexpr.RowExpr.args ?? []).map((left, index) => [left, right[index]]);
  }
  return [[lexpr, rexpr]];
}

class StatementRouting {
  private readonly graph = new RoutingGraph();
  private readonly entries: Entry[] = [];
  private readonly tenantTables: Set<string>;
  readonly problems: string[] = [];

  constructor(private readonly catalog: TenantCatalog) {
    this.tenantTables = new Set(catalog.tenantTables);
  }

  statement(node: Node): void {
    if ('SelectStmt' in node) this.select(node.SelectStmt);
    else if ('InsertStmt' in node) this.insert(node.InsertStmt);
    else if ('UpdateStmt' in node) this.update(node.UpdateStmt);
    else if ('DeleteStmt' in node) this.delete(node.DeleteStmt);
    else if ('CopyStmt' in node) {
      const { query, relation } = node.CopyStmt;
      if (query) this.statement(query);
      if (relation) this.relation(this.block(), relation, 'reads');
    } else if ('ExplainStmt' in node && node.ExplainStmt.query) this.statement(node.ExplainStmt.query);
    else if ('DeclareCursorStmt' in node && node.DeclareCursorStmt.query) this.statement(node.DeclareCursorStmt.query);
    else {
      const kind = Object.keys(node)[0];
      for (const table of this.tenantTablesIn(node))
        this.problems.push(`${table}: named in a ${kind}, which the check does not read`);
    }
  }

  /** After the whole statement is read: every tenant table held to one institute parameter, the same for all. */
  verdict(): string[] {
    this.graph.solve();
    const tenant = this.entries.filter((entry) => entry.tenant);
    const routes = new Map(tenant.map((entry) => [entry, this.graph.paramsOf(this.columnOf(entry, 'institute_id') ?? '')]));
    const routed = tenant.filter((entry) => routes.get(entry)?.size);
    for (const entry of tenant) {
      if (routed.includes(entry)) continue;
      const joined = routed.find((other) => other.block === entry.block);
      this.problems.push(
        joined ? `${nameOf(joined)} and ${nameOf(entry)}: ${UNEQUAL_JOIN}` : `${entry.verb} ${nameOf(entry)}: ${UNROUTED}`,
      );
    }
    const [first, ...rest] = tenant;
    if (first && routed.length === tenant.length) {
      const other = rest.find((entry) => ![...(routes.get(first) ?? [])].some((param) => routes.get(entry)?.has(param)));
      if (other) this.problems.push(`${nameOf(first)} and ${nameOf(other)}: ${UNEQUAL_JOIN} (different parameters)`);
    }
    return this.problems;
  }

  private block(outer?: Block, cteOuter?: Block): Block {
    return { entries: [], merged: new Map(), ctes: new Map(), outer, cteOuter };
  }

  private entry(block: Block, fields: Omit<Entry, 'id' | 'block'>): Entry {
    const entry = { ...fields, id: this.entries.length, block };
    this.entries.push(entry);
    return entry;
  }

  private columnOf(entry: Entry, column: string): string | null {
    if (entry.kind === 'derived' && !entry.columns.includes(column)) return null;
    return `e${entry.id}.${column}`;
  }

  private entryOf(value: string | null): Entry | undefined {
    const match = value ? /^e(\d+)\./.exec(value) : null;
    return match ? this.entries[Number(match[1])] : undefined;
  }

  // ---- query blocks

  private select(stmt: SelectStmt, outer?: Block, cteOuter?: Block): Column[] {
    const block = this.block(outer, cteOuter);
    this.withClause(block, stmt.withClause);
    if (stmt.op && stmt.op !== 'SETOP_NONE' && stmt.larg && stmt.rarg) {
      const left = this.select(stmt.larg, outer, block);
      const right = this.select(stmt.rarg, outer, block);
      return left.map((column, index) => ({
        name: column.name,
        values: [...column.values, ...(right[index]?.values ?? [null])],
      }));
    }
    if (stmt.valuesLists) {
      const rows = stmt.valuesLists.map((row) => ('List' in row ? (row.List.items ?? []) : []));
      this.subqueries(block, rows);
      return (rows[0] ?? []).map((_, index) => ({
        name: `column${index + 1}`,
        values: rows.map((row) => this.value(block, row[index])),
      }));
    }
    for (const item of stmt.fromClause ?? []) this.from(block, item);
    this.equalities(block, stmt.whereClause, block.entries);
    this.subqueries(block, [
      stmt.targetList,
      stmt.whereClause,
      stmt.havingClause,
      stmt.groupClause,
      stmt.sortClause,
      stmt.distinctClause,
      stmt.windowClause,
      stmt.limitCount,
      stmt.limitOffset,
    ]);
    return this.targets(block, stmt.targetList);
  }

  private insert(stmt: InsertStmt, outer?: Block, cteOuter?: Block): Column[] {
    const block = this.block(outer, cteOuter);
    this.withClause(block, stmt.withClause);
    if (!stmt.relation) return [];
    const target = this.relation(block, stmt.relation, 'inserts into', false);
    const names = stmt.cols ? stmt.cols.map((col) => ('ResTarget' in col ? (col.ResTarget.name ?? '') : '')) : target.columns;
    const source =
      stmt.selectStmt && 'SelectStmt' in stmt.selectStmt ? this.select(stmt.selectStmt.SelectStmt, outer, block) : [];
    names.forEach((name, index) => {
      const column = this.columnOf(target, name);
      if (column) this.graph.meet(column, source[index]?.values ?? [null]);
    });
    block.entries.push(target);
    this.subqueries(block, [stmt.onConflictClause, stmt.returningClause]);
    return this.targets(block, stmt.returningClause?.exprs);
  }

  private update(stmt: UpdateStmt, outer?: Block, cteOuter?: Block): Column[] {
    return this.write(stmt, 'updates', stmt.fromClause, [stmt.targetList], outer, cteOuter);
  }

  private delete(stmt: DeleteStmt, outer?: Block, cteOuter?: Block): Column[] {
    return this.write(stmt, 'deletes from', stmt.usingClause, [], outer, cteOuter);
  }

  /** An UPDATE … FROM or a DELETE … USING: the target and the other relations are one block, joined by the WHERE. */
  private write(
    stmt: UpdateStmt | DeleteStmt,
    verb: Verb,
    others: Node[] | undefined,
    expressions: Walkable[],
    outer?: Block,
    cteOuter?: Block,
  ): Column[] {
    const block = this.block(outer, cteOuter);
    this.withClause(block, stmt.withClause);
    if (!stmt.relation) return [];
    this.relation(block, stmt.relation, verb);
    for (const item of others ?? []) this.from(block, item);
    this.equalities(block, stmt.whereClause, block.entries);
    this.subqueries(block, [...expressions, stmt.whereClause, stmt.returningClause]);
    return this.targets(block, stmt.returningClause?.exprs);
  }

  private withClause(block: Block, clause: WithClause | undefined): void {
    for (const node of clause?.ctes ?? []) {
      if (!('CommonTableExpr' in node)) continue;
      const { ctename, ctequery, aliascolnames } = node.CommonTableExpr;
      if (!ctename || !ctequery) continue;
      const rename = (columns: Column[]) => aliasColumns(columns, { colnames: aliascolnames });
      if (clause?.recursive && 'SelectStmt' in ctequery && ctequery.SelectStmt.larg && ctequery.SelectStmt.rarg) {
        block.ctes.set(ctename, rename(this.recursive(block, ctename, ctequery.SelectStmt, aliascolnames)));
      } else block.ctes.set(ctename, rename(this.query(ctequery, block.outer, block)));
    }
  }

  /**
   * A recursive CTE: its columns are what both terms give, and the recursive term reads the CTE itself, so a column
   * holds a parameter only when the first term's does and the recursive term keeps it.
   */
  private recursive(block: Block, name: string, stmt: SelectStmt, aliases: Node[] | undefined): Column[] {
    const first = this.select(stmt.larg as SelectStmt, block.outer, block);
    const names = strings(aliases).length ? strings(aliases) : first.map((column) => column.name);
    const placeholders = names.map((column, index) => ({ name: column, values: [`r${this.entries.length}_${name}.${index}`] }));
    block.ctes.set(name, placeholders);
    const next = this.select(stmt.rarg as SelectStmt, block.outer, block);
    placeholders.forEach((column, index) => {
      this.graph.meet(column.values[0] as string, [...(first[index]?.values ?? [null]), ...(next[index]?.values ?? [null])]);
    });
    return placeholders;
  }

  private query(node: Node, outer?: Block, cteOuter?: Block): Column[] {
    if ('SelectStmt' in node) return this.select(node.SelectStmt, outer, cteOuter);
    if ('InsertStmt' in node) return this.insert(node.InsertStmt, outer, cteOuter);
    if ('UpdateStmt' in node) return this.update(node.UpdateStmt, outer, cteOuter);
    if ('DeleteStmt' in node) return this.delete(node.DeleteStmt, outer, cteOuter);
    this.statement(node);
    return [];
  }

  // ---- FROM

  private from(block: Block, node: Node): Entry[] {
    if ('RangeVar' in node) return [this.relation(block, node.RangeVar, 'reads')];
    if ('RangeSubselect' in node && node.RangeSubselect.subquery) {
      const { subquery, lateral, alias } = node.RangeSubselect;
      const columns = aliasColumns(this.query(subquery, lateral ? block : block.outer, block), alias);
      // A subquery in FROM is planned into the query around it: a condition on its column restricts the rows it reads,
      // unless a LIMIT cut them first.
      const inlined = 'SelectStmt' in subquery && !subquery.SelectStmt.limitCount && !subquery.SelectStmt.limitOffset;
      return [this.derived(block, alias?.aliasname ?? '', columns, inlined)];
    }
    if ('RangeFunction' in node) {
      const { functions, alias, coldeflist } = node.RangeFunction;
      this.subqueries(block, functions);
      const named = strings(alias?.colnames);
      const defined = (coldeflist ?? []).flatMap((item) =>
        'ColumnDef' in item && item.ColumnDef.colname ? [item.ColumnDef.colname] : [],
      );
      const name = alias?.aliasname ?? '';
      const columns = named.length ? named : defined.length ? defined : [name];
      const entry = this.entry(block, { name, kind: 'function', tenant: false, verb: 'reads', columns });
      block.entries.push(entry);
      return [entry];
    }
    if ('JoinExpr' in node) return this.join(block, node.JoinExpr);
    this.subqueries(block, node);
    return [];
  }

  private join(block: Block, join: JoinExpr): Entry[] {
    const left = join.larg ? this.from(block, join.larg) : [];
    const right = join.rarg ? this.from(block, join.rarg) : [];
    // An outer join's condition restricts only the side it may leave empty; a full join's restricts neither.
    const restricted = { JOIN_LEFT: right, JOIN_RIGHT: left, JOIN_FULL: [] as Entry[] }[join.jointype as string] ?? [
      ...left,
      ...right,
    ];
    this.equalities(block, join.quals, restricted);
    this.subqueries(block, join.quals);
    for (const column of strings(join.usingClause)) {
      const a = this.columnIn(left, column);
      const b = this.columnIn(right, column);
      this.equate(a, b, restricted);
      block.merged.set(column, a ?? b);
    }
    return [...left, ...right];
  }

  private relation(block: Block, range: RangeVar, verb: Verb, visible = true): Entry {
    const name = range.alias?.aliasname ?? range.relname ?? '';
    const cte = range.schemaname ? undefined : this.cte(block, range.relname ?? '');
    const entry = cte
      ? this.derived(block, name, cte, false, visible)
      : this.entry(block, {
          name,
          kind: 'table',
          table: range.relname,
          tenant: (!range.schemaname || range.schemaname === 'public') && this.tenantTables.has(range.relname ?? ''),
          verb,
          columns: this.catalog.columns[range.relname ?? ''] ?? [],
        });
    if (visible && !cte) block.entries.push(entry);
    return entry;
  }

  /** A CTE or subquery used as a relation: each of its columns holds what every branch's value holds. */
  private derived(block: Block, name: string, columns: Column[], inlined: boolean, visible = true): Entry {
    const entry = this.entry(block, { name, kind: 'derived', tenant: false, verb: 'reads', columns: columns.map((c) => c.name) });
    for (const column of columns) {
      const node = this.columnOf(entry, column.name) as string;
      this.graph.meet(node, column.values);
      if (inlined) for (const value of column.values) this.graph.flow(node, value);
    }
    if (visible) block.entries.push(entry);
    return entry;
  }

  private cte(block: Block | undefined, name: string): Column[] | undefined {
    for (let scope = block; scope; scope = scope.cteOuter) {
      const columns = scope.ctes.get(name);
      if (columns) return columns;
    }
    return undefined;
  }

  // ---- values and conditions

  private equalities(block: Block, condition: Node | undefined, restricted: Entry[]): void {
    for (const conjunct of conjuncts(condition)) {
      for (const [left, right] of equalPairs(conjunct))
        this.equate(this.value(block, left), this.value(block, right), restricted);
    }
  }

  /** `a = b` makes each side hold the other's parameters, where that side is a relation the condition restricts. */
  private equate(a: string | null, b: string | null, restricted: Entry[]): void {
    const entryA = this.entryOf(a);
    const entryB = this.entryOf(b);
    if (entryA && restricted.includes(entryA)) this.graph.flow(b, a);
    if (entryB && restricted.includes(entryB)) this.graph.flow(a, b);
  }

  private value(block: Block, node: Node | undefined): string | null {
    if (!node) return null;
    if ('ParamRef' in node) return this.graph.param(node.ParamRef.number ?? 0);
    if ('TypeCast' in node) return this.value(block, node.TypeCast.arg);
    if ('CollateClause' in node) return this.value(block, node.CollateClause.arg);
    if ('ColumnRef' in node) {
      const fields = node.ColumnRef.fields ?? [];
      if (fields.some((field) => 'A_Star' in field)) return null;
      return this.resolve(block, strings(fields));
    }
    return null;
  }

  private resolve(block: Block, names: string[]): string | null {
    const column = names[names.length - 1];
    const qualifier = names[names.length - 2];
    if (column === undefined) return null;
    for (let scope: Block | undefined = block; scope; scope = scope.outer) {
      if (qualifier) {
        const entry = scope.entries.find((candidate) => candidate.name === qualifier);
        if (entry) return this.columnOf(entry, column);
        continue;
      }
      if (scope.merged.has(column)) return scope.merged.get(column) ?? null;
      const found = this.columnIn(scope.entries, column);
      if (found) return found;
    }
    return null;
  }

  private columnIn(entries: Entry[], column: string): string | null {
    const entry = entries.find((candidate) => candidate.columns.includes(column));
    return entry ? this.columnOf(entry, column) : null;
  }

  private targets(block: Block, targets: Node[] | undefined): Column[] {
    return (targets ?? []).flatMap((node): Column[] => {
      if (!('ResTarget' in node)) return [];
      const { name, val } = node.ResTarget as ResTarget;
      if (val && 'ColumnRef' in val && (val.ColumnRef.fields ?? []).some((field) => 'A_Star' in field)) {
        const qualifier = strings(val.ColumnRef.fields).at(-1);
        const entries = qualifier ? block.entries.filter((entry) => entry.name === qualifier) : block.entries;
        return entries.flatMap((entry) =>
          entry.columns.map((column) => ({ name: column, values: [this.columnOf(entry, column)] })),
        );
      }
      return [{ name: name ?? implicitName(val), values: [this.value(block, val)] }];
    });
  }

  /** Every subquery inside expressions (EXISTS, IN, scalar, ARRAY): a block of its own that sees this one's columns. */
  private subqueries(block: Block, node: Walkable): void {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const item of node) this.subqueries(block, item);
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === 'SubLink') {
        const { subselect, testexpr } = child as { subselect?: Node; testexpr?: Node };
        if (subselect) this.query(subselect, block, block);
        this.subqueries(block, testexpr);
      } else if (key === 'SelectStmt') this.select(child as SelectStmt, block, block);
      else this.subqueries(block, child);
    }
  }

  private tenantTablesIn(node: Walkable): string[] {
    if (!node || typeof node !== 'object') return [];
    if (Array.isArray(node)) return node.flatMap((item) => this.tenantTablesIn(item));
    return Object.entries(node).flatMap(([key, child]) => {
      const relname = key === 'RangeVar' ? (child as RangeVar).relname : undefined;
      return relname && this.tenantTables.has(relname) ? [relname] : this.tenantTablesIn(child);
    });
  }
}

function implicitName(node: Node | undefined): string {
  if (!node) return '?column?';
  if ('ColumnRef' in node) return strings(node.ColumnRef.fields).at(-1) ?? '?column?';
  if ('TypeCast' in node) return implicitName(node.TypeCast.arg);
  if ('FuncCall' in node) return strings(node.FuncCall.funcname).at(-1) ?? '?column?';
  return '?column?';
}

const nameOf = (entry: Entry) =>
  entry.name && entry.name !== entry.table ? `${entry.table} (as ${entry.name})` : `${entry.table}`;

/**
 * What keeps a statement from being routed to one institute's node: each tenant table it reads or writes without an
 * `institute_id = $n` equality (in WHERE, a join's ON or USING, an INSERT's values or the rows it selects), and each
 * join of tenant tables whose institute_id may differ. Empty when the statement routes. Functions the statement calls
 * are not read: their bodies run inside PostgreSQL.
 */
export async function routingProblems(sql: string, catalog: TenantCatalog): Promise<string[]> {
  // Loaded on first use: a test file whose statements all have a remembered verdict never loads the parser.
  const { parse } = await import('libpg-query');
  let parsed: Awaited<ReturnType<typeof parse>>;
  try {
    parsed = await parse(sql);
  } catch (error) {
    return [`PostgreSQL's parser refused it: ${(error as Error).message}`];
  }
  return (parsed.stmts ?? []).flatMap(({ stmt }) => {
    if (!stmt) return [];
    const routing = new StatementRouting(catalog);
    routing.statement(stmt);
    return [...new Set(routing.verdict())];
  });
}
