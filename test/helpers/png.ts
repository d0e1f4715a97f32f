/** Image bytes for tests: real PNGs, and the smallest byte strings each accepted format is recognised by. */
export { solidPng } from '../../src/catalog/images/png.ts';

/** First bytes of each accepted format (the signature the upload checks), padded to look like a file. */
export const SIGNATURES = {
  'image/jpeg': Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60)]),
  'image/gif': Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(60)]),
  'image/webp': Buffer.concat([
    Buffer.from('RIFF', 'latin1'),
    Buffer.from([60, 0, 0, 0]),
    Buffer.from('WEBPVP8 ', 'latin1'),
    Buffer.alloc(52),
  ]),
} as const;
