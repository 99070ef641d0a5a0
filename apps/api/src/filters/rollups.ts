// Rebuilds the pre-aggregated tables the analytics read after each data load (filled in by the filters engine).
import type { Database } from '../db/connection.ts';

export async function rebuildRollups(database: Database): Promise<void> {
  void database;
}
