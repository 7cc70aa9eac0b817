import { PGlite } from '@electric-sql/pglite';
const db = new PGlite('/tmp/tools-data-copy');
const q = process.argv[2];
for (let i = 0; i < 2; i++) {
  const t = performance.now();
  const r = await db.query(q);
  console.log(`run ${i}: ${(performance.now() - t).toFixed(0)} ms, rows ${r.rows.length}`);
  if (i === 1 && q.startsWith('explain')) console.log(r.rows.map((row) => Object.values(row)[0]).join('\n'));
}
await db.close();
