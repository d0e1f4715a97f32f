import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseClientTime } from '../../src/lib/jst-time.ts';

describe('parseClientTime (item time values)', () => {
  it('reads values without an offset as Japan time', () => {
    assert.equal(parseClientTime('2026-01-01 00:00'), '2025-12-31T15:00:00.000Z');
    assert.equal(parseClientTime('2026-01-01 08:59:59'), '2025-12-31T23:59:59.000Z');
    assert.equal(parseClientTime('2028-02-29 12:00'), '2028-02-29T03:00:00.000Z');
  });
  it('reads values with Z or ±hh:mm as that instant; answers round-trip', () => {
    assert.equal(parseClientTime('2026-01-01T00:00:00Z'), '2026-01-01T00:00:00.000Z');
    assert.equal(parseClientTime('2026-01-01T00:00:00.000Z'), '2026-01-01T00:00:00.000Z');
    assert.equal(parseClientTime('2026-01-01T09:00+09:00'), '2026-01-01T00:00:00.000Z');
    assert.equal(parseClientTime('2026-01-01 00:00:00-03:30'), '2026-01-01T03:30:00.000Z');
    const iso = '2026-07-15T03:04:05.678Z';
    assert.equal(parseClientTime(iso), iso);
  });
  it('refuses everything else', () => {
    for (const bad of [
      '',
      '2026-01-01',
      '2026-01-01T00:00',
      '2026-1-1 00:00',
      '2026-13-01 00:00',
      '2026-02-29 00:00',
      '2026-01-01 24:00',
      '2026-01-01 23:60',
      '2026-01-01 00:00:60',
      '2026-01-01T00:00:00+24:00',
      '2026-01-01T00:00:00+0900',
      '2026-01-01T00:00:00 Z',
      ' 2026-01-01 00:00',
      '2026-01-01 00:00 ',
      '1969-12-31T23:59:59Z',
      '１２３４-01-01 00:00',
      'now',
      '2026-01-01 00:00\n',
    ]) {
      assert.equal(parseClientTime(bad), null, JSON.stringify(bad));
    }
  });
});
