import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { prefectureOf, prefectureOfAddress } from '../../src/lib/prefectures.ts';
import { deliveryDates } from '../../src/shop/delivery-calendar.ts';
import { jstTime } from '../../src/lib/jst-time.ts';
import { DEFAULT_DELIVERY_SETTINGS, mergeDeliverySettings, type DeliverySettings } from '../../src/shop/delivery.ts';
import { ShopInputError } from '../../src/shop/service.ts';

const settings = (patch: Partial<DeliverySettings> = {}): DeliverySettings => ({
  ...DEFAULT_DELIVERY_SETTINGS,
  ...patch,
});
const at = (iso: string) => Date.parse(iso);

/**
 * The delivery calendar's rules (src/shop/delivery-calendar.ts) are Japan dates whatever the
 * process's clock zone: each case runs with TZ set to Los Angeles (a day behind Japan at these
 * instants) and to UTC.
 */
for (const zone of ['America/Los_Angeles', 'UTC']) {
  describe(`delivery calendar in JST with TZ=${zone}`, () => {
    const tz = process.env.TZ;
    before(() => {
      process.env.TZ = zone;
    });
    after(() => {
      process.env.TZ = tz;
    });

    it('runs outside Japan time', () => {
      const offset = new Date(at('2026-11-27T15:00:00Z')).getTimezoneOffset();
      assert.equal(offset, zone === 'UTC' ? 0 : 480);
    });

    it('counts from the Japan day: one millisecond either side of midnight JST', () => {
      const s = settings({ lead_days: 2, max_days_ahead: 5 });
      // 23:59:59.999 on the 27th in Japan (still the 27th in Los Angeles and UTC alike)
      assert.deepEqual(deliveryDates(s, at('2026-11-27T14:59:59.999Z')), [
        '2026-11-29',
        '2026-11-30',
        '2026-12-01',
        '2026-12-02',
      ]);
      // 00:00 on the 28th in Japan, while it is still the 27th in Los Angeles and UTC
      assert.deepEqual(deliveryDates(s, at('2026-11-27T15:00:00.000Z')), [
        '2026-11-30',
        '2026-12-01',
        '2026-12-02',
        '2026-12-03',
      ]);
    });

    it('from the cutoff minute on, an order counts from the next day; before it, from today', () => {
      const s = settings({ lead_days: 1, cutoff: '15:00', max_days_ahead: 3 });
      assert.equal(jstTime(at('2026-11-28T05:59:59Z')), '14:59');
      assert.deepEqual(deliveryDates(s, at('2026-11-28T05:59:59.999Z')), ['2026-11-29', '2026-11-30', '2026-12-01']);
      assert.deepEqual(deliveryDates(s, at('2026-11-28T06:00:00.000Z')), ['2026-11-30', '2026-12-01']);
      // A cutoff late in the Japan evening: 23:30 JST is 14:30 UTC, the previous day in Los Angeles.
      const late = settings({ lead_days: 0, cutoff: '23:30', max_days_ahead: 2 });
      assert.deepEqual(deliveryDates(late, at('2026-11-28T14:29:00Z')), ['2026-11-28', '2026-11-29', '2026-11-30']);
      assert.deepEqual(deliveryDates(late, at('2026-11-28T14:30:00Z')), ['2026-11-29', '2026-11-30']);
      // Past midnight JST the new day counts afresh: 00:10 is before the cutoff.
      assert.deepEqual(deliveryDates(late, at('2026-11-28T15:10:00Z')), ['2026-11-29', '2026-11-30', '2026-12-01']);
    });

    it("the destination prefecture's lead days replace the shop's; closed dates are left out; the year turns", () => {
      const s = settings({
        lead_days: 1,
        max_days_ahead: 6,
        closed_dates: ['2026-12-31', '2027-01-01', '2027-01-02'],
        lead_days_by_prefecture: { 沖縄県: 3, 北海道: 2 },
      });
      const now = at('2026-12-28T03:00:00Z'); // 12:00 on 28 December in Japan
      assert.deepEqual(deliveryDates(s, now), ['2026-12-29', '2026-12-30', '2027-01-03']);
      assert.deepEqual(deliveryDates(s, now, '沖縄県'), ['2027-01-03']);
      assert.deepEqual(deliveryDates(s, now, '北海道'), ['2026-12-30', '2027-01-03']);
      assert.deepEqual(deliveryDates(s, now, '大阪府'), ['2026-12-29', '2026-12-30', '2027-01-03']);
    });

    it('offers the last day of max_days_ahead and nothing after it', () => {
      const dates = deliveryDates(settings(), at('2026-11-28T03:00:00Z'));
      assert.equal(dates[0], '2026-11-30');
      assert.equal(dates.at(-1), '2026-12-28');
      assert.equal(dates.length, 29);
    });
  });
}

describe('delivery settings: checked with a reason for each refusal', () => {
  const refused = (input: unknown, reason: RegExp) =>
    assert.throws(
      () => mergeDeliverySettings(DEFAULT_DELIVERY_SETTINGS, input),
      (e: unknown) => e instanceof ShopInputError && reason.test(e.message),
      JSON.stringify(input),
    );

  it("has Yamato's time slots, 2 lead days, 30 days ahead and no wrapping by default", () => {
    assert.deepEqual(
      DEFAULT_DELIVERY_SETTINGS.time_slots.map((s) => s.code),
      ['0812', '1416', '1618', '1820', '1921'],
    );
    assert.equal(DEFAULT_DELIVERY_SETTINGS.time_slots[0]!.label, '午前中');
    assert.deepEqual(
      [
        DEFAULT_DELIVERY_SETTINGS.lead_days,
        DEFAULT_DELIVERY_SETTINGS.max_days_ahead,
        DEFAULT_DELIVERY_SETTINGS.gift_wrapping,
      ],
      [2, 30, false],
    );
  });

  it('keeps the fields left out, sorts and dedupes closed dates, and names prefectures given by JIS code', () => {
    const s = mergeDeliverySettings(settings({ lead_days: 3 }), {
      cutoff: '14:30',
      closed_dates: ['2027-01-02', '2027-01-01', '2027-01-02'],
      lead_days_by_prefecture: { '47': 4, 北海道: 3 },
      gift_wrapping: true,
    });
    assert.equal(s.lead_days, 3);
    assert.equal(s.cutoff, '14:30');
    assert.deepEqual(s.closed_dates, ['2027-01-01', '2027-01-02']);
    assert.deepEqual(s.lead_days_by_prefecture, { 沖縄県: 4, 北海道: 3 });
    assert.equal(s.gift_wrapping, true);
    assert.equal(mergeDeliverySettings(s, { cutoff: null }).cutoff, null);
  });

  it('refuses each bad field, naming it', () => {
    refused([], /JSON object/);
    refused({ lead_time: 2 }, /unknown field lead_time/);
    refused({ lead_days: -1 }, /lead_days must be/);
    refused({ lead_days: 1.5 }, /lead_days must be/);
    refused({ lead_days: 40 }, /max_days_ahead \(30\) must be at least the lead days \(40\)/);
    refused({ max_days_ahead: 0 }, /max_days_ahead must be/);
    refused({ cutoff: '24:00' }, /cutoff must be/);
    refused({ cutoff: '9:00' }, /cutoff must be/);
    refused({ closed_dates: ['2026-02-30'] }, /closed_dates: "2026-02-30" is not a date/);
    refused({ closed_dates: '2026-12-31' }, /closed_dates must be a list/);
    refused({ time_slots: [{ code: '0812' }] }, /time_slots\[0\]\.label/);
    refused({ time_slots: [{ code: '08 12', label: 'x' }] }, /time_slots\[0\]\.code/);
    refused({ time_slots: [{ code: 'a', label: 'x', extra: 1 }] }, /time_slots\[0\] must be \{code, label\}/);
    refused(
      {
        time_slots: [
          { code: 'a', label: 'x' },
          { code: 'a', label: 'y' },
        ],
      },
      /listed twice/,
    );
    refused({ lead_days_by_prefecture: { 大阪: 2 } }, /大阪 is not a prefecture/);
    refused({ lead_days_by_prefecture: { 48: 2 } }, /48 is not a prefecture/);
    refused({ lead_days_by_prefecture: { '13': 2, 東京都: 3 } }, /東京都 is given twice/);
    refused({ lead_days_by_prefecture: { 沖縄県: 31 } }, /must be at least the lead days \(31\)/);
    refused({ gift_wrapping: 'yes' }, /gift_wrapping must be true or false/);
  });

  it('reads prefectures from names, JIS codes and the start of an address', () => {
    assert.equal(prefectureOf('13'), '東京都');
    assert.equal(prefectureOf('1'), '北海道');
    assert.equal(prefectureOf('京都府'), '京都府');
    assert.equal(prefectureOf('0'), undefined);
    assert.equal(prefectureOfAddress('東京都千代田区1-1'), '東京都');
    assert.equal(prefectureOfAddress('京都府京都市'), '京都府');
    assert.equal(prefectureOfAddress('千代田区1-1'), undefined);
  });
});
