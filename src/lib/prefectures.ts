/** Japan's 47 prefectures in JIS X 0401 order: the name at index i has the code i + 1 ("01" 北海道 … "47" 沖縄県). */
export const PREFECTURES = [
  '北海道',
  '青森県',
  '岩手県',
  '宮城県',
  '秋田県',
  '山形県',
  '福島県',
  '茨城県',
  '栃木県',
  '群馬県',
  '埼玉県',
  '千葉県',
  '東京都',
  '神奈川県',
  '新潟県',
  '富山県',
  '石川県',
  '福井県',
  '山梨県',
  '長野県',
  '岐阜県',
  '静岡県',
  '愛知県',
  '三重県',
  '滋賀県',
  '京都府',
  '大阪府',
  '兵庫県',
  '奈良県',
  '和歌山県',
  '鳥取県',
  '島根県',
  '岡山県',
  '広島県',
  '山口県',
  '徳島県',
  '香川県',
  '愛媛県',
  '高知県',
  '福岡県',
  '佐賀県',
  '長崎県',
  '熊本県',
  '大分県',
  '宮崎県',
  '鹿児島県',
  '沖縄県',
] as const;

export type Prefecture = (typeof PREFECTURES)[number];

/** The prefecture a name ("東京都") or JIS code ("13", "1" as 01) stands for; undefined for anything else. */
export function prefectureOf(nameOrCode: string): Prefecture | undefined {
  const v = nameOrCode.normalize('NFKC').trim();
  if (/^[0-9]{1,2}$/.test(v)) return PREFECTURES[Number(v) - 1];
  return PREFECTURES.find((p) => p === v);
}

/** The prefecture a Japanese address starts with ("東京都千代田区…"), undefined when it names none first. */
export function prefectureOfAddress(address: string): Prefecture | undefined {
  const v = address.normalize('NFKC').trimStart();
  return PREFECTURES.find((p) => v.startsWith(p));
}
