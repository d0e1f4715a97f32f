/** Realistic Japanese shoppers for demo data: names, phone numbers and addresses with postal codes. */

const LAST = [
  '佐藤',
  '鈴木',
  '高橋',
  '田中',
  '伊藤',
  '渡辺',
  '山本',
  '中村',
  '小林',
  '加藤',
  '吉田',
  '山田',
  '佐々木',
  '山口',
  '松本',
  '井上',
  '木村',
  '林',
  '斎藤',
  '清水',
];
const FIRST_F = ['陽菜', '結衣', '葵', 'さくら', '美咲', '花子', '愛', '優奈', '真央', '彩'];
const FIRST_M = ['蓮', '大翔', '悠真', '湊', '陽太', '健太', '翔', '拓海', '一郎', '誠'];
const PLACES = [
  ['150-0001', '東京都渋谷区神宮前'],
  ['160-0022', '東京都新宿区新宿'],
  ['104-0061', '東京都中央区銀座'],
  ['220-0012', '神奈川県横浜市西区みなとみらい'],
  ['530-0001', '大阪府大阪市北区梅田'],
  ['604-8005', '京都府京都市中京区恵比須町'],
  ['460-0008', '愛知県名古屋市中区栄'],
  ['812-0012', '福岡県福岡市博多区博多駅中央街'],
  ['060-0005', '北海道札幌市中央区北五条西'],
  ['980-0021', '宮城県仙台市青葉区中央'],
  ['730-0011', '広島県広島市中区基町'],
  ['900-0015', '沖縄県那覇市久茂地'],
] as const;

/** A deterministic pseudo-random generator, so a seed run is reproducible. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;

export function person(r: () => number, i: number) {
  const female = r() < 0.55;
  const [postal, area] = pick(r, PLACES);
  const tel = `0${pick(r, ['70', '80', '90'])}-${String(1000 + Math.floor(r() * 9000))}-${String(1000 + Math.floor(r() * 9000))}`;
  return {
    last_name: pick(r, LAST),
    first_name: pick(r, female ? FIRST_F : FIRST_M),
    tel,
    email: `shopper${i}@example.jp`,
    postal_code: postal,
    address: `${area}${1 + Math.floor(r() * 5)}-${1 + Math.floor(r() * 20)}-${1 + Math.floor(r() * 30)}`,
    gender: female ? 'female' : 'male',
  };
}
