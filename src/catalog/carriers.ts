import type { Tx } from '../db/database.ts';
import { newId } from '../lib/ids.ts';
import { trackingNumberKey } from '../lib/tracking-number.ts';
import { nowIso } from '../lib/time.ts';
import { deliveryCompanyRepo } from './delivery-companies/repo.ts';

/** The carriers a Japanese shop expects on day one, named as its staff and shoppers know them; `{tracking_number}` marks where the number goes. */
export const DEFAULT_CARRIERS = [
  {
    code: 'yamato',
    name: 'ヤマト運輸',
    tracking_url_template: 'https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number00=1&number01={tracking_number}',
  },
  {
    code: 'sagawa',
    name: '佐川急便',
    tracking_url_template: 'https://k2k.sagawa-exp.co.jp/p/web/okurijosearch.do?okurijoNo={tracking_number}',
  },
  {
    code: 'japanpost',
    name: '日本郵便',
    tracking_url_template:
      'https://trackings.post.japanpost.jp/services/srv/search/direct?reqCodeNo1={tracking_number}',
  },
  {
    code: 'seino',
    name: '西濃運輸',
    tracking_url_template: 'https://track.seino.co.jp/cgi-bin/gnpquery.pgm?GNPNO1={tracking_number}',
  },
  {
    code: 'fukuyama',
    name: '福山通運',
    tracking_url_template: 'https://corp.fukutsu.co.jp/situation/tracking_no_hunt/{tracking_number}',
  },
  {
    code: 'ecohai',
    name: 'エコ配',
    tracking_url_template: 'https://www.ecohai.co.jp/cargo_tracking?number={tracking_number}',
  },
  { code: 'other', name: 'その他', tracking_url_template: '' },
] as const;

/** A new shop's carriers (in the shop's creating transaction). */
export async function seedDefaultCarriers(tx: Tx, shopId: string): Promise<void> {
  const now = nowIso();
  await deliveryCompanyRepo(tx).insertMany(
    DEFAULT_CARRIERS.map((c, i) => ({ id: newId('dlv'), shop_id: shopId, ...c, sort: i, created_at: now })),
  );
}

/**
 * A carrier's tracking page for a number as staff wrote it, in the form carriers read
 * (trackingNumberKey); null when the carrier has no tracking page.
 */
export function carrierTrackingUrl(template: string, trackingNumber: string): string | null {
  if (!template) return null;
  return template.replace('{tracking_number}', encodeURIComponent(trackingNumberKey(trackingNumber)));
}
