// The sections of a digest, in order. Each renders from what the digest gathered for its recipient, or
// returns null to be left out.
import { annotationDays, comparisonLabel, formatDecimals } from '@specpulse/contract';
import type { DigestFigures } from './digest-figures.ts';

export interface DigestSectionInput {
  figures: DigestFigures;
  /** The portal's address as users reach it (links in the mail). */
  publicUrl: string;
}

export interface RenderedSection {
  title: string;
  /** HTML of the section's body (already escaped). */
  html: string;
  text: string;
}

export interface DigestSection {
  id: string;
  render(input: DigestSectionInput): RenderedSection | null;
}

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const pct = (n: number) => `${formatDecimals(n, 1)}%`;
const points = (n: number | null) => (n === null ? '—' : `${formatDecimals(n, 1, true)} pts`);

const cell = 'padding:4px 8px;border-bottom:1px solid #e0e0e0;text-align:left';
function table(headers: string[], rows: string[][]): string {
  const head = headers.map((h) => `<th style="${cell}">${escapeHtml(h)}</th>`).join('');
  const body = rows
    .map((r) => `<tr>${r.map((c) => `<td style="${cell}">${escapeHtml(c)}</td>`).join('')}</tr>`)
    .join('');
  return `<table role="presentation" style="border-collapse:collapse;width:100%"><tr>${head}</tr>${body}</table>`;
}

/** Which window the changes compare with, as every growth says it ('vs previous 12 months'). */
const changeLabel = ({ payload }: DigestFigures) => comparisonLabel(payload.compare, payload.period_interval);

/** The title of the digest's list ('Top brands', 'Top products') and the heading of its name column. */
export const leadersTitle = (kind: DigestFigures['kind']) =>
  kind === 'brand' ? 'Top brands' : 'Top products';
export const leaderHeading = (kind: DigestFigures['kind']) => (kind === 'brand' ? 'Brand' : 'Product');

/** The view's headline: its top brands' (or products') spec share and the change against the comparison. */
const headline: DigestSection = {
  id: 'headline',
  render({ figures }) {
    const title = leadersTitle(figures.kind);
    const rows = figures.leaders.map((b) => [b.name, pct(b.spec_percent), points(b.spec_growth_absolute)]);
    if (!rows.length) {
      const none = `No ${figures.kind === 'brand' ? 'brands' : 'products'} for these filters.`;
      return { title, html: `<p>${none}</p>`, text: none };
    }
    return {
      title,
      html: table([leaderHeading(figures.kind), 'Spec share', `Change ${changeLabel(figures)}`], rows),
      text: rows.map((r) => `${r[0]}: ${r[1]} (${r[2]})`).join('\n'),
    };
  },
};

/** The market movers figure: the largest gains and losses against the previous window. */
const movers: DigestSection = {
  id: 'movers',
  render({ figures }) {
    const { gainers, losers, previous_covered } = figures.movers;
    if (!previous_covered) return null;
    const rows = [...gainers, ...losers].map((m) => [
      m.name,
      pct(m.spec_percent),
      points(m.spec_growth_absolute),
    ]);
    if (!rows.length) return null;
    return {
      title: 'Top movers',
      html: table([leaderHeading(figures.kind), 'Spec share', `Change ${changeLabel(figures)}`], rows),
      text: rows.map((r) => `${r[0]}: ${r[2]}`).join('\n'),
    };
  },
};

/** The recipient's watches that fired since they last read their notifications, each linking to its page. */
const firedWatches: DigestSection = {
  id: 'watches',
  render({ figures, publicUrl }) {
    if (!figures.firedWatches.length) return null;
    const linkOf = (n: DigestFigures['firedWatches'][number]) =>
      `${publicUrl}${n.path}${n.query ? `?${n.query}` : ''}`;
    const items = figures.firedWatches
      .map((n) => `<li><a href="${escapeHtml(linkOf(n))}">${escapeHtml(n.message)}</a></li>`)
      .join('');
    return {
      title: 'Your watches that fired',
      html: `<ul>${items}</ul>`,
      text: figures.firedWatches.map((n) => `${n.message}: ${linkOf(n)}`).join('\n'),
    };
  },
};

/** The market timeline's annotations in the figures' window: title (linked when it has a link) and days. */
const timeline: DigestSection = {
  id: 'timeline',
  render({ figures }) {
    if (!figures.annotations.length) return null;
    const items = figures.annotations
      .map((a) => {
        const title = escapeHtml(a.title);
        const named = a.link ? `<a href="${escapeHtml(a.link)}">${title}</a>` : title;
        return `<li>${named}: ${escapeHtml(annotationDays(a))}</li>`;
      })
      .join('');
    return {
      title: 'Market timeline',
      html: `<ul>${items}</ul>`,
      text: figures.annotations
        .map((a) => `${a.title}: ${annotationDays(a)}${a.link ? ` (${a.link})` : ''}`)
        .join('\n'),
    };
  },
};

export const digestSections: readonly DigestSection[] = [headline, movers, timeline, firedWatches];
