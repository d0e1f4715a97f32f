// The token endpoint's ceiling on this core: RS256 signatures (RSA-2048, SHA-256) per second, with
// nothing else running. Printed as one JSON line; started pinned to the server's core by the bench.
import { generateKeyPairSync, sign } from 'node:crypto';

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const input = Buffer.from('e'.repeat(560)); // about an access token's signing input
for (let i = 0; i < 200; i++) sign('sha256', input, privateKey);
let count = 0;
const start = performance.now();
while (performance.now() - start < 3000) {
  sign('sha256', input, privateKey);
  count++;
}
console.log(JSON.stringify({ signaturesPerSecond: (count * 1000) / (performance.now() - start) }));
