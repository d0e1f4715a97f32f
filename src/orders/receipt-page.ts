import { createHash } from 'node:crypto';
import { jstDay } from '../lib/jst-time.ts';
import { html, Html } from '../web/html.ts';
import type { ReceiptDocument } from './receipts.ts';

/**
 * The receipt (領収書) as a page fit to print on A4: a qualified invoice's items (issuer and
 * registration number, transaction and issue dates, the lines with ※ on those at the reduced 8 %
 * rate, the tax-included amount and the tax per rate, the addressee). In Japanese whatever the
 * reader's language: it is a Japanese tax document. Every text goes through the html kit (the
 * addressee and the note are the shopper's own words).
 */

const CSS = `@page { size: A4; margin: 15mm; }
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; background: #e9e9e9; color: #111; line-height: 1.6; font-size: 14px;
  font-family: "Noto Sans CJK JP", "Noto Sans JP", "Hiragino Kaku Gothic ProN", "Yu Gothic", Meiryo, sans-serif; }
.sheet { background: #fff; width: 100%; max-width: 210mm; margin: 16px auto; padding: 14mm 14mm 16mm; }
h1 { margin: 0; text-align: center; font-size: 28px; letter-spacing: .6em; text-indent: .6em; }
.reissue { margin: 4px 0 0; text-align: center; font-weight: bold; color: #b00020; }
.meta { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 0 16px; margin: 12px 0 0; }
.meta div { display: flex; gap: 6px; }
.meta dt { color: #555; }
.meta dd { margin: 0; }
.to { margin: 16px 0 0; padding-bottom: 2px; border-bottom: 1px solid #111; font-size: 20px; overflow-wrap: anywhere; }
.to .sama { margin-left: 8px; }
.sum { margin: 20px 0 0; padding: 8px; border: 2px solid #111; text-align: center; font-size: 24px; font-weight: bold; }
.sum small { font-size: 14px; font-weight: normal; }
.for { margin: 8px 0 0; overflow-wrap: anywhere; }
table { width: 100%; margin-top: 16px; border-collapse: collapse; }
caption { text-align: left; font-weight: bold; }
th, td { padding: 4px 6px; border-bottom: 1px solid #999; text-align: left; vertical-align: top; }
thead th { border-bottom: 2px solid #111; font-weight: normal; color: #555; }
.num { text-align: right; white-space: nowrap; }
.name { overflow-wrap: anywhere; }
.opt { display: block; color: #555; font-size: 12px; }
tr { break-inside: avoid; }
.rates td, .rates th { border-bottom: 1px dotted #999; }
.rates .total th, .rates .total td { border-top: 2px solid #111; border-bottom: 0; font-weight: bold; }
.mark-note { margin: 6px 0 0; font-size: 12px; }
.issuer { margin: 24px 0 0; text-align: right; }
.issuer p { margin: 0; }
.issuer .shop { font-size: 16px; font-weight: bold; }
.hint { max-width: 210mm; margin: 0 auto 16px; padding: 0 8px; color: #555; font-size: 12px; }
@media (max-width: 600px) { .sheet { margin: 0; padding: 16px 12px; } h1 { font-size: 24px; } .sum { font-size: 20px; } }
@media print { body { background: #fff; } .sheet { margin: 0; padding: 0; max-width: none; } .hint { display: none; } }`;

/** The style sheet as written (html would escape its quotes); the header below allows exactly it. */
const STYLE = new Html(CSS);

/** The headers a receipt is sent with: its one inline style allowed by hash, nothing else loaded, never framed. */
export const RECEIPT_HEADERS = {
  'Content-Security-Policy': `default-src 'none'; style-src 'sha256-${createHash('sha256').update(CSS).digest('base64')}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
};

/** ¥1,234 */
function yen(amount: number | bigint): string {
  return `¥${Number(amount).toLocaleString('en-US')}`;
}

/** 2026年11月28日 (the Japan date of an instant). */
function japaneseDate(iso: string): string {
  const [y, m, d] = jstDay(Date.parse(iso)).split('-');
  return `${y}年${Number(m)}月${Number(d)}日`;
}

/** The rate a line's mark stands for: the reduced rate (軽減税率), 8 %. */
const REDUCED_RATE = 8;

function lineRows(doc: ReceiptDocument): Html[] {
  const rows = doc.lines.map((l) => {
    const options = (JSON.parse(l.options) as { label: string; text: string }[]).map((o) => `${o.label}: ${o.text}`);
    const reduced = l.tax_rate === REDUCED_RATE;
    const subtotal = Number(l.subtotal);
    return html`<tr><td class="name">${l.name}${reduced ? ' ※' : ''}${options.length ? html`<span class="opt">${options.join(' / ')}</span>` : ''}</td>
<td class="num">${l.tax_rate}%</td><td class="num">${l.quantity}</td><td class="num">${yen(subtotal / l.quantity)}</td><td class="num">${yen(subtotal)}</td></tr>`;
  });
  const shipping = Number(doc.order.shipping_total);
  if (shipping > 0)
    rows.push(
      html`<tr><td class="name">送料</td><td class="num">10%</td><td class="num">1</td><td class="num">${yen(shipping)}</td><td class="num">${yen(shipping)}</td></tr>`,
    );
  return rows;
}

export function receiptPage(doc: ReceiptDocument): string {
  const o = doc.order;
  const reissue = doc.issueNumber > 1;
  const rates = [
    { rate: 10, taxable: Number(o.taxable_10), tax: Number(o.tax_10) },
    { rate: 8, taxable: Number(o.taxable_8), tax: Number(o.tax_8) },
  ].filter((r) => r.taxable > 0);
  const page = html`<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>領収書 No.${o.number}-${doc.issueNumber}</title><style>${STYLE}</style></head>
<body><main class="sheet">
<h1>領収書</h1>
${reissue ? html`<p class="reissue">再発行（${doc.issueNumber}回目の発行）</p>` : ''}
<dl class="meta"><div><dt>No.</dt><dd>${o.number}-${doc.issueNumber}</dd></div><div><dt>発行日</dt><dd>${japaneseDate(doc.issuedAt)}</dd></div></dl>
<p class="to"><span class="addressee">${doc.addressee}</span><span class="sama">様</span></p>
<p class="sum">${yen(Number(o.total))}<small>（税込）</small></p>
<p class="for">但し ${doc.note}<br>上記正に領収いたしました。</p>
<dl class="meta"><div><dt>取引日</dt><dd>${japaneseDate(o.ordered_at)}</dd></div><div><dt>ご注文番号</dt><dd>#${o.number}</dd></div></dl>
<table class="lines"><caption>内訳</caption>
<thead><tr><th>品目</th><th class="num">税率</th><th class="num">数量</th><th class="num">単価</th><th class="num">金額（税込）</th></tr></thead>
<tbody>${lineRows(doc)}</tbody></table>
<p class="mark-note">※は軽減税率対象</p>
<table class="rates"><caption>税率別内訳</caption><tbody>
${rates.map((r) => html`<tr><th>${r.rate}%対象</th><td class="num">${yen(r.taxable)}</td><td class="num">内消費税 ${yen(r.tax)}</td></tr>`)}
<tr class="total"><th>合計</th><td class="num" colspan="2">${yen(Number(o.total))}</td></tr>
</tbody></table>
<div class="issuer"><p class="shop">${doc.issuer.name}</p>
${doc.issuer.registrationNumber ? html`<p>登録番号 <span class="registration">${doc.issuer.registrationNumber}</span></p>` : ''}</div>
</main>
<p class="hint">ブラウザの印刷機能で A4 用紙に印刷できます。</p>
</body></html>`;
  return page.value;
}
