/**
 * The expand/contract rule of migrations (docs/upgrades.md): during a rolling upgrade the previous release's replicas
 * run on the schema the new release has migrated, so a migration may not take away or change what the previous
 * release's code still uses. "The previous release's code" is the Drizzle schema of the migration before this one
 * (drizzle-kit's meta/NNNN_snapshot.json, written from api/src/db/schema when that migration was generated). Refused
 * on a table or column of that schema: DROP TABLE, DROP COLUMN, a rename (of the table or the column), a type
 * change that is not a widening, SET NOT NULL without a default, and a NOT NULL column without a default added to
 * an existing table (the old code's inserts leave it out). What the previous schema had already left out may go.
 *
 * An exception is stated in the migration itself, one line per object:
 *   -- contract: <table>.<column> unused since <release>      (or <table> for a whole table)
 * saying that the release named, the one before, no longer reads or writes it.
 */
import { commentsOf, statementsOf } from './sql-statements';

/** The parts of a drizzle-kit snapshot the check reads. */
export type Snapshot = { tables: Record<string, { name: string; schema?: string; columns: Record<string, { type: string; notNull?: boolean; default?: unknown; identity?: unknown; generated?: unknown }> }> };

export type Refusal = { object: string; statement: string; reason: string };

const IDENT = String.raw`(?:"(?:[^"]|"")+"|[A-Za-z_][A-Za-z0-9_$]*)`;
const QUALIFIED = String.raw`${IDENT}(?:\.${IDENT})?`;
const unquote = (name: string) => (name.startsWith('"') ? name.slice(1, -1).replace(/""/g, '"') : name.toLowerCase());
/** `"public"."orders"` or `orders` → `orders` (the shop uses the public schema only). */
const tableName = (qualified: string) => unquote(qualified.match(new RegExp(IDENT, 'g'))!.at(-1)!);

const EXCEPTION = /^contract:\s*([A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)?)\s+unused since\s+(\d+\.\d+\.\d+\S*)\s*$/i;

export function checkMigration(sqlText: string, previous: Snapshot, current: Snapshot): Refusal[] {
  const excepted = new Set(commentsOf(sqlText).map((comment) => EXCEPTION.exec(comment)?.[1]?.toLowerCase()).filter(Boolean));
  const refusals: Refusal[] = [];
  const columnOf = (snapshot: Snapshot, table: string, column: string) => tableOf(snapshot, table)?.columns[column];
  const refuse = (object: string, statement: string, reason: string) => {
    if (!excepted.has(object.toLowerCase())) refusals.push({ object, statement: statement.slice(0, 160), reason });
  };

  for (const statement of statementsOf(sqlText)) {
    const dropTables = new RegExp(String.raw`^DROP TABLE (?:IF EXISTS )?(.+?)(?: CASCADE| RESTRICT)?$`, 'i').exec(statement);
    if (dropTables) {
      for (const table of dropTables[1]!.split(',').map((t) => tableName(t.trim()))) {
        if (tableOf(previous, table)) refuse(table, statement, 'drops a table the previous release uses');
      }
      continue;
    }
    const alter = new RegExp(String.raw`^ALTER TABLE (?:IF EXISTS )?(?:ONLY )?(${QUALIFIED}) (.+)$`, 'i').exec(statement);
    if (!alter) continue;
    const table = tableName(alter[1]!);
    const existed = tableOf(previous, table) !== undefined;
    for (const action of splitTopLevel(alter[2]!)) {
      const col = (pattern: string) => new RegExp(`^${pattern}`, 'i').exec(action);
      let m: RegExpExecArray | null;
      if ((m = col(String.raw`RENAME TO (${IDENT})`))) {
        if (existed) refuse(table, statement, `renames a table the previous release uses (to ${unquote(m[1]!)})`);
      } else if ((m = col(String.raw`RENAME (?:COLUMN )?(?!CONSTRAINT )(${IDENT}) TO (${IDENT})`))) {
        const column = unquote(m[1]!);
        if (columnOf(previous, table, column)) refuse(`${table}.${column}`, statement, `renames a column the previous release uses (to ${unquote(m[2]!)})`);
      } else if ((m = col(String.raw`DROP (?:COLUMN )?(?!CONSTRAINT )(?:IF EXISTS )?(${IDENT})`))) {
        const column = unquote(m[1]!);
        if (columnOf(previous, table, column)) refuse(`${table}.${column}`, statement, 'drops a column the previous release uses');
      } else if ((m = col(String.raw`ALTER (?:COLUMN )?(${IDENT}) (?:SET DATA )?TYPE (.+?)(?: USING .*)?$`))) {
        const column = unquote(m[1]!);
        const before = columnOf(previous, table, column);
        if (before && !widens(before.type, m[2]!)) refuse(`${table}.${column}`, statement, `changes the type of a column the previous release uses (${before.type} → ${m[2]!.toLowerCase()}), which is not a widening`);
      } else if ((m = col(String.raw`ALTER (?:COLUMN )?(${IDENT}) SET NOT NULL`))) {
        const column = unquote(m[1]!);
        const after = columnOf(current, table, column);
        if (columnOf(previous, table, column) && !hasDefault(after) && !setsDefault(sqlText, table, column)) {
          refuse(`${table}.${column}`, statement, 'makes a column the previous release writes NOT NULL without a default (its inserts leave it out)');
        }
      } else if ((m = col(String.raw`ADD (?:COLUMN )?(?:IF NOT EXISTS )?(${IDENT}) (.+)$`)) && existed && !/^(CONSTRAINT|PRIMARY|UNIQUE|FOREIGN|CHECK) /i.test(action.slice(4))) {
        const definition = m[2]!;
        const column = unquote(m[1]!);
        if (/\bNOT NULL\b/i.test(definition) && !/\b(DEFAULT|GENERATED|SERIAL|BIGSERIAL|SMALLSERIAL)\b/i.test(definition)) {
          refuse(`${table}.${column}`, statement, 'adds a NOT NULL column without a default to a table the previous release inserts into');
        }
      }
    }
  }
  return refusals;
}

function tableOf(snapshot: Snapshot, table: string) {
  return Object.values(snapshot.tables).find((t) => t.name === table && (t.schema || 'public') === 'public');
}

const hasDefault = (column: { default?: unknown; identity?: unknown; generated?: unknown } | undefined) =>
  column !== undefined && (column.default !== undefined || column.identity !== undefined || column.generated !== undefined);

/** A `SET DEFAULT` for the column in the same migration (before its NOT NULL, or after: both run in one transaction). */
function setsDefault(sqlText: string, table: string, column: string): boolean {
  return statementsOf(sqlText).some((statement) => new RegExp(String.raw`^ALTER TABLE (?:IF EXISTS )?(?:ONLY )?${QUALIFIED} .*ALTER (?:COLUMN )?"?${column}"? SET DEFAULT `, 'i').test(statement) && statement.toLowerCase().includes(table));
}

/** An ALTER TABLE's actions, split on the commas outside parentheses. */
function splitTopLevel(actions: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < actions.length; i++) {
    if (actions[i] === '(') depth += 1;
    else if (actions[i] === ')') depth -= 1;
    else if (actions[i] === ',' && depth === 0) {
      parts.push(actions.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(actions.slice(start).trim());
  return parts;
}

/** A type change every value of the old type survives, and the old code's values still fit: the rest is refused. */
export function widens(from: string, to: string): boolean {
  const a = normalType(from);
  const b = normalType(to);
  if (a.name === b.name && a.args.join() === b.args.join()) return true;
  const length = (t: typeof a) => (t.args.length ? Number(t.args[0]) : Infinity);
  if (a.name === 'varchar' && b.name === 'varchar') return length(b) >= length(a);
  if ((a.name === 'varchar' || a.name === 'char') && b.name === 'text') return true;
  const integers = ['smallint', 'integer', 'bigint'];
  if (integers.includes(a.name) && integers.includes(b.name)) return integers.indexOf(b.name) >= integers.indexOf(a.name);
  if (integers.includes(a.name) && b.name === 'numeric') return b.args.length === 0;
  if (a.name === 'numeric' && b.name === 'numeric') {
    if (b.args.length === 0) return true;
    const [p1 = 0, s1 = 0] = a.args.map(Number);
    const [p2 = 0, s2 = 0] = b.args.map(Number);
    return a.args.length > 0 && s2 >= s1 && p2 - s2 >= p1 - s1;
  }
  return false;
}

const ALIASES: Record<string, string> = { 'character varying': 'varchar', int: 'integer', int4: 'integer', int8: 'bigint', int2: 'smallint', decimal: 'numeric', character: 'char' };

function normalType(type: string): { name: string; args: string[] } {
  const m = /^\s*([a-z ]+?)\s*(?:\(([^)]*)\))?\s*$/i.exec(type.replace(/"/g, ''));
  if (!m) return { name: type.trim().toLowerCase(), args: [] };
  const name = m[1]!.toLowerCase();
  return { name: ALIASES[name] ?? name, args: m[2] ? m[2].split(',').map((arg) => arg.trim()) : [] };
}
