import { PGlite } from '@electric-sql/pglite';
const a = await PGlite.create({ dataDir: '/tmp/two-test' });
await a.query('create table if not exists t (x int)');
const b = await PGlite.create({ dataDir: '/tmp/two-test' });
await b.query('insert into t values (1)');
console.log('b opened and wrote', (await a.query('select count(*) from t')).rows);
