// Hot spots of a server profile written under BENCH_CPU_PROF: self time by function, by file, and busy time by layer.
//   node --import tsx bench/profile-top.ts DIR/<server>-<time>[/file.cpuprofile] [count]
// Given a directory, the largest profile in it is read (the server's main thread, not tsx's loader thread).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
let file = process.argv[2];
if (!file) throw new Error('usage: profile-top.ts DIR|FILE.cpuprofile [count]');
if (fs.statSync(file).isDirectory()) {
  const dir = file;
  file = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => path.join(dir, f))
    .sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)[0]!;
}
const count = Number(process.argv[3] || 25);
const prof = JSON.parse(fs.readFileSync(file, 'utf8')) as { nodes: Node[]; samples: number[]; timeDeltas: number[] };
const byId = new Map(prof.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
prof.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (prof.timeDeltas[i] ?? 0)));
const total = [...self.values()].reduce((a, b) => a + b, 0);
/** The checkout this script is in: paths are shown relative to it. */
const ROOT = `${path.dirname(path.dirname(fileURLToPath(import.meta.url)))}/`;
const short = (url: string) =>
  url
    .replace(/^file:\/\//, '')
    .replace(/^.*\/node_modules\//, '~/')
    .replace(ROOT, '');
const fnKey = (n: Node) =>
  `${n.callFrame.functionName || '(anonymous)'}  ${short(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
const fileKey = (n: Node) =>
  n.callFrame.url ? short(n.callFrame.url).replace(/^~\/((@[^/]+\/)?[^/]+).*/, '~/$1') : n.callFrame.functionName;
const tally = (key: (n: Node) => string) => {
  const m = new Map<string, number>();
  for (const [id, t] of self) m.set(key(byId.get(id)!), (m.get(key(byId.get(id)!)) ?? 0) + t);
  return [...m].sort((a, b) => b[1] - a[1]).slice(0, count);
};
const pct = (t: number) => `${((100 * t) / total).toFixed(1).padStart(5)} %`;
console.log(`total ${(total / 1e6).toFixed(1)} s sampled\n\nself time by function:`);
for (const [k, t] of tally(fnKey)) console.log(`${pct(t)}  ${k}`);
console.log('\nself time by file or package:');
for (const [k, t] of tally(fileKey)) console.log(`${pct(t)}  ${k}`);

/**
 * The busy time (idle left out) by layer: what the database's statements cost against what
 * serving the bytes costs (Node's HTTP stack, which bare Fastify pays too) and Tenpo's own code.
 * better-sqlite3 runs a statement inside its caller's frame: Kysely's executeQuery for a write,
 * sqliteRows (src/db/sqlite-statements.ts) for a statement that returns rows, whose values sqliteRow
 * makes into objects; their self time is the SQLite side. pg's is its driver's parsing (PostgreSQL's
 * own CPU is the bench's cpuMeter figure).
 */
const layerOf = (n: Node): string | null => {
  const { functionName: fn, url } = n.callFrame;
  if (fn === '(idle)') return null;
  if (fn === 'executeQuery' || fn === 'sqliteRows' || fn === 'sqliteRow')
    return 'database statements (SQLite: execution and row values)';
  if (fn === '(garbage collector)') return 'garbage collection';
  if (/fast-json-stringify/.test(url) || /^anonymous\d/.test(fn)) return 'serialization (fast-json-stringify)';
  if (/~\/(pg|pg-protocol|pg-types)\b/.test(short(url))) return 'pg driver';
  if (/~\/(fastify|@fastify|find-my-way|ajv|avvio|light-my-request|secure-json-parse)\b/.test(short(url)))
    return 'fastify, routing, validation';
  if (url === '' || url.startsWith('node:')) return "Node's HTTP, streams, async hooks and natives";
  if (url.includes('/dist/') || url.includes('/src/')) return 'Tenpo (with the bundled kysely, typebox, jose)';
  return 'other packages';
};
const busy = new Map<string, number>();
for (const [id, t] of self) {
  const layer = layerOf(byId.get(id)!);
  if (layer) busy.set(layer, (busy.get(layer) ?? 0) + t);
}
const busyTotal = [...busy.values()].reduce((a, b) => a + b, 0);
console.log(`\nbusy time by layer (${(busyTotal / 1e6).toFixed(1)} s):`);
for (const [k, t] of [...busy].sort((a, b) => b[1] - a[1]))
  console.log(`${((100 * t) / busyTotal).toFixed(1).padStart(5)} %  ${k}`);
