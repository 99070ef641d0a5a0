// Loads the demo data set on first start (when no data version is recorded yet).
import type { Database } from '../db/connection.ts';

export async function ensureDemoData(database: Database, scale: 'tiny' | 'demo' | 'large'): Promise<void> {
  const loaded = await database.db.selectFrom('data_version').select('version').executeTakeFirst();
  if (loaded) return;
  // The generator (issue 3) plugs in here.
  void scale;
}
