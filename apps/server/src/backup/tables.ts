import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../db/database';
import type { Database } from '../db/schema';

/** The shop's tables (in the default schema on PostgreSQL: pg-boss keeps its own). */
export async function listTables(db: Kysely<Database>, dialect: Dialect): Promise<string[]> {
  const rows =
    dialect === 'postgres'
      ? await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'
          order by table_name`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_master
          where type = 'table' and name not like 'sqlite_%' order by name`.execute(db);
  return rows.rows.map((row) => row.name);
}

/** Which tables each table's foreign keys point at (itself left out). */
async function parents(db: Kysely<Database>, dialect: Dialect, tables: string[]) {
  const edges = new Map<string, Set<string>>(tables.map((table) => [table, new Set()]));
  if (dialect === 'postgres') {
    const rows = await sql<{ child: string; parent: string }>`
      select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'f' and n.nspname = current_schema()`.execute(db);
    for (const { child, parent } of rows.rows) {
      if (child !== parent) edges.get(child)?.add(parent);
    }
  } else {
    for (const table of tables) {
      const rows = await sql<{ table: string }>`
        select "table" from pragma_foreign_key_list(${table})`.execute(db);
      for (const { table: parent } of rows.rows) {
        if (parent !== table) edges.get(table)?.add(parent);
      }
    }
  }
  return edges;
}

/** The tables in an order where every table comes after those its foreign keys point at. */
export async function insertOrder(db: Kysely<Database>, dialect: Dialect): Promise<string[]> {
  const tables = await listTables(db, dialect);
  const edges = await parents(db, dialect, tables);
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (table: string, path: string[]) => {
    if (placed.has(table)) return;
    if (path.includes(table)) throw new Error(`Foreign keys loop: ${[...path, table].join(' → ')}`);
    for (const parent of edges.get(table) ?? []) visit(parent, [...path, table]);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table, []);
  return ordered;
}
