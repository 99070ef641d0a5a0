// A digest as an email in the deployment's branding: product name, logo and colour, the sections, 'Data
// through {date}', the link back to the view and the one-click unsubscribe link.
import { dataThroughText } from '@specpulse/contract';
import type { DeploymentBranding } from '../../branding/branding.ts';
import { escapeHtml, type RenderedSection } from './digest-sections.ts';

export interface DigestEmailInput {
  branding: DeploymentBranding;
  publicUrl: string;
  viewName: string;
  frequency: 'weekly' | 'monthly';
  /** The data version's last day (YYYY-MM-DD). */
  dataThrough: string;
  /** Where the link back opens (absolute). */
  viewLink: string;
  unsubscribeLink: string;
  sections: RenderedSection[];
}

export const digestSubject = (productName: string, frequency: string, viewName: string) =>
  `${productName} ${frequency} digest: ${viewName}`;

export function renderDigestEmail(input: DigestEmailInput): { subject: string; html: string; text: string } {
  const { branding, sections } = input;
  const colour = branding.primaryColor;
  const name = escapeHtml(branding.productName);
  const subject = digestSubject(branding.productName, input.frequency, input.viewName);
  const body = sections
    .map(
      (s) =>
        `<h2 style="font-size:16px;color:${colour};margin:24px 0 8px">${escapeHtml(s.title)}</h2>${s.html}`,
    )
    .join('');
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;font-family:Arial,Helvetica,sans-serif;color:#212121">
<div style="background:${colour};padding:12px 16px;color:#fff">
<img src="${escapeHtml(`${input.publicUrl}/v2/branding/logo`)}" alt="${name}" height="32" style="vertical-align:middle">
<span style="font-size:18px;margin-left:8px;vertical-align:middle">${name}</span></div>
<div style="padding:16px">
<h1 style="font-size:20px;margin:0 0 4px">${escapeHtml(input.viewName)}</h1>
<p style="margin:0;color:#616161">${escapeHtml(dataThroughText(input.dataThrough))}</p>
${body}
<p style="margin-top:24px"><a href="${escapeHtml(input.viewLink)}" style="color:${colour}">Open ${escapeHtml(input.viewName)} in ${name}</a></p>
<p style="font-size:12px;color:#757575">You receive this ${input.frequency} digest because you subscribed to it in ${name}.
<a href="${escapeHtml(input.unsubscribeLink)}" style="color:#757575">Unsubscribe</a></p>
</div></body></html>`;
  const text = [
    subject,
    dataThroughText(input.dataThrough),
    ...sections.map((s) => `\n${s.title}\n${s.text}`),
    `\nOpen: ${input.viewLink}`,
    `Unsubscribe: ${input.unsubscribeLink}`,
  ].join('\n');
  return { subject, html, text };
}
