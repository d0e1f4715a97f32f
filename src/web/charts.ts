import { html, type Html } from './html.ts';

/** One series of a chart (sales; visits, orders): its name in the legend and its CSS class (colour). */
interface Series {
  name: string;
  className: string;
  /** A value as the page writes it (¥12,300; 12 件). */
  format: (value: number) => string;
}

/** One group of bars on the x axis: a day, an inflow route. */
interface Group {
  label: string;
  /** Shown under the axis; empty to leave this group's label out where they would crowd (days). */
  tick: string;
  values: number[];
}

const WIDTH = 720;
const HEIGHT = 240;
const PAD = { top: 12, right: 8, bottom: 34, left: 64 };

/** 2, 4, 6, 8 or 10 × 10^n at or above the largest value (at least 2), so the axis and its middle line read in whole, round figures. */
function niceMax(max: number): number {
  if (max <= 2) return 2;
  const p = 10 ** Math.floor(Math.log10(max));
  return ([2, 4, 6, 8, 10].find((m) => m * p >= max) ?? 10) * p;
}

/**
 * A bar chart drawn on the server as SVG, readable without any script: the image has a title and a
 * description for screen readers, each bar its own <title> (shown on hover), and the figures follow
 * in a table (folded) for those who need the numbers exactly. The SVG scales to its box's width.
 */
/** `id`: unique in the page (the SVG's title and description are named by it). */
export function barChart(input: {
  id: string;
  title: string;
  summary: string;
  series: Series[];
  groups: Group[];
}): Html {
  const { id, title, summary, series, groups } = input;
  const top = niceMax(Math.max(0, ...groups.flatMap((g) => g.values)));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const groupW = plotW / Math.max(1, groups.length);
  const barW = Math.max(1, (groupW * 0.8) / series.length);
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;
  const gridLines = [0, 0.5, 1].map((f) => {
    const v = top * f;
    return html`<line x1="${PAD.left}" x2="${WIDTH - PAD.right}" y1="${y(v)}" y2="${y(v)}" class="grid"/><text x="${PAD.left - 6}" y="${y(v) + 4}" text-anchor="end">${series[0]!.format(v)}</text>`;
  });
  const bars = groups.map((g, gi) =>
    g.values.map((v, si) => {
      const x = PAD.left + gi * groupW + groupW * 0.1 + si * barW;
      const s = series[si]!;
      return html`<rect x="${x.toFixed(1)}" y="${y(v).toFixed(1)}" width="${barW.toFixed(1)}" height="${(PAD.top + plotH - y(v)).toFixed(1)}" class="${s.className}"><title>${g.label}: ${s.name} ${s.format(v)}</title></rect>`;
    }),
  );
  const ticks = groups.map((g, gi) =>
    g.tick
      ? html`<text x="${(PAD.left + gi * groupW + groupW / 2).toFixed(1)}" y="${HEIGHT - PAD.bottom + 16}" text-anchor="middle">${g.tick}</text>`
      : '',
  );
  return html`<figure class="chart">
<svg viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-labelledby="${id}-title ${id}-desc" preserveAspectRatio="xMidYMid meet">
<title id="${id}-title">${title}</title><desc id="${id}-desc">${summary}</desc>
${gridLines}${bars}${ticks}</svg>
<figcaption>${
    series.length > 1
      ? html`<ul class="legend">${series.map((s) => html`<li><span class="swatch ${s.className}" aria-hidden="true"></span>${s.name}</li>`)}</ul>`
      : ''
  }<details><summary>${title}</summary><table><thead><tr><th></th>${series.map((s) => html`<th class="num">${s.name}</th>`)}</tr></thead><tbody>
${groups.map((g) => html`<tr><th scope="row">${g.label}</th>${g.values.map((v, si) => html`<td class="num">${series[si]!.format(v)}</td>`)}</tr>`)}
</tbody></table></details></figcaption></figure>`;
}
