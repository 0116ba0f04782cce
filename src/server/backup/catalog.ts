import type pg from 'pg'

/** A table of the site's schema, with the columns a restore writes (generated ones are not). */
export type TableInfo = { name: string; columns: string[] }

/**
 * The tables of the `public` schema in an order that loads them without breaking a foreign key:
 * every table after the tables it references (a reference to itself is checked at the end of the
 * statement, so it needs no order).
 */
export async function tablesInLoadOrder(client: pg.ClientBase): Promise<TableInfo[]> {
  const { rows: tables } = await client.query<{ name: string; columns: string[] }>(
    `select c.relname as name,
            array(select a.attname from pg_attribute a
                  where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                    and a.attgenerated = '' order by a.attnum)::text[] as columns
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
     order by c.relname`,
  )
  const { rows: references } = await client.query<{ child: string; parent: string }>(
    `select child.relname as child, parent.relname as parent
     from pg_constraint k
     join pg_class child on child.oid = k.conrelid
     join pg_class parent on parent.oid = k.confrelid
     join pg_namespace n on n.oid = child.relnamespace
     where k.contype = 'f' and n.nspname = 'public' and k.conrelid <> k.confrelid`,
  )
  const parents = new Map(tables.map((table) => [table.name, new Set<string>()]))
  for (const { child, parent } of references) parents.get(child)?.add(parent)
  const ordered: TableInfo[] = []
  const placed = new Set<string>()
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (table) =>
        !placed.has(table.name) &&
        [...parents.get(table.name)!].every((parent) => placed.has(parent)),
    )
    if (!ready.length) throw new Error('the tables reference each other in a cycle')
    for (const table of ready) {
      ordered.push(table)
      placed.add(table.name)
    }
  }
  return ordered
}

/** The sequences of the `public` schema (serial ids). */
export async function sequences(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'S' order by c.relname`,
  )
  return rows.map((row) => row.name)
}

/** How many migrations the database holds (drizzle's journal table). */
export async function appliedMigrations(client: pg.ClientBase): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    'select count(*)::int as n from drizzle.__drizzle_migrations',
  )
  return rows[0]!.n
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`
