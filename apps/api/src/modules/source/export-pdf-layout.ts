// The PDF exports' layout (pdfkit): documents whose every page carries the product name in its footer, a
// project's section (title block, principals, products specified) as paginated tables with repeated headers,
// and the full export's cover and linked table of contents. Layout is synchronous: each long loop awaits a
// `pause` between steps, through which the caller yields to the event loop or stops the layout.
import PDFDocument from 'pdfkit';
import { PassThrough } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  dataThroughText,
  formatCount,
  formatDecimals,
  type PrincipalRow,
  type SourceSpecRow,
} from '@specpulse/contract';
import { abandoned } from './export-files.ts';
import type { ProjectHeading } from './source-data.queries.ts';

const MARGIN = 50;
const GREY = '#555555';

export type Doc = PDFKit.PDFDocument;

/** The deployment's product name (author, and every page's footer) and primary colour (headings). */
export interface PdfBrand {
  productName: string;
  primaryColor: string;
}

/** Each open document's colours: its primary, and a light tint of it behind table headers. */
const colours = new WeakMap<Doc, { primary: string; tint: string }>();
const primaryOf = (doc: Doc) => colours.get(doc)?.primary ?? 'black';

/** `hex` mixed with white, `share` of it kept. */
function tintOf(hex: string, share: number): string {
  const channel = (i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  const mixed = [0, 1, 2].map((i) => Math.round(255 - (255 - channel(i)) * share));
  return `#${mixed.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

interface Column<Row> {
  header: string;
  width: number;
  value: (row: Row) => string;
}

/** The product name and page number at the foot of the current page, without moving the text cursor. */
function footer(doc: Doc, page: number, title: string, productName: string) {
  const { x, y } = doc;
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(GREY)
    .text(`${productName} · ${title}`, MARGIN, doc.page.height - 35, { lineBreak: false })
    .text(`Page ${page}`, MARGIN, doc.page.height - 35, {
      width: doc.page.width - 2 * MARGIN,
      align: 'right',
      lineBreak: false,
    });
  doc.page.margins.bottom = bottom;
  doc.x = x;
  doc.y = y;
  doc.fillColor('black');
}

/**
 * Drops what a finished page's objects still hold once pdfkit has written them (it writes a page when the next
 * one is added): the document keeps every page's objects to the end (the page tree and the table of contents
 * refer to them), and after writing only their object numbers are needed. Without this an export of tens of
 * thousands of pages kept each page's dictionaries in memory until the last page.
 */
function releaseWritten(page: PDFKit.PDFPage) {
  const written = page as unknown as Record<
    'dictionary' | 'resources' | 'content',
    { data: object } | undefined
  >;
  for (const ref of [written.dictionary, written.resources, written.content]) if (ref) ref.data = {};
}

/** Called often in a long layout: may yield to the event loop, and throws once the download has gone. */
export type Pause = () => Promise<void>;

/** Longest run of layout between two turns of the event loop, in milliseconds. */
const SLICE_MS = 15;

/**
 * A pause point for a long layout: when SLICE_MS have passed since the last turn it lets the event loop
 * run, and it throws once `out` is gone (the client went away), so the layout stops there.
 */
export function slicer(out: PassThrough): Pause {
  let since = performance.now();
  return async () => {
    if (performance.now() - since >= SLICE_MS) {
      await nextTurn();
      since = performance.now();
    }
    if (out.destroyed) throw abandoned();
  };
}

/** 'Data through {as_of}' at the head of the current page, right-aligned, without moving the text cursor. */
function header(doc: Doc, dataThrough: string) {
  const { x, y } = doc;
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(GREY)
    .text(dataThrough, MARGIN, 25, { width: doc.page.width - 2 * MARGIN, align: 'right', lineBreak: false });
  doc.x = x;
  doc.y = y;
  doc.fillColor('black');
}

/**
 * A document whose every page carries the header (how fresh the data is: 'Data through {asOf}', issue 45) and
 * the footer; its bytes flow into the returned stream.
 */
export function newDocument(title: string, brand: PdfBrand, asOf: string): { doc: Doc; out: PassThrough } {
  const { productName, primaryColor } = brand;
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: MARGIN, bottom: MARGIN + 20, left: MARGIN, right: MARGIN },
    info: { Title: title, Author: productName, Creator: productName, Producer: productName },
  });
  colours.set(doc, { primary: primaryColor, tint: tintOf(primaryColor, 0.12) });
  const dataThrough = dataThroughText(asOf);
  let page = 1;
  header(doc, dataThrough);
  footer(doc, page, title, productName);
  let previous = doc.page;
  doc.on('pageAdded', () => {
    releaseWritten(previous);
    previous = doc.page;
    header(doc, dataThrough);
    footer(doc, ++page, title, productName);
  });
  const out = new PassThrough();
  doc.pipe(out);
  return { doc, out };
}

const contentWidth = (doc: Doc) => doc.page.width - 2 * MARGIN;
const room = (doc: Doc) => doc.page.height - doc.page.margins.bottom - doc.y;

function heading(doc: Doc, text: string, size = 13) {
  if (room(doc) < 60) doc.addPage();
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(size).fillColor(primaryOf(doc)).text(text, MARGIN);
  doc.fillColor('black').moveDown(0.2);
}

/** A table that breaks across pages, repeating its header row on each; `pause` comes before each row. */
async function table<Row>(
  doc: Doc,
  columns: readonly Column<Row>[],
  rows: readonly Row[],
  empty: string,
  pause: Pause,
) {
  const total = columns.reduce((a, c) => a + c.width, 0);
  const scale = contentWidth(doc) / total;
  const widths = columns.map((c) => c.width * scale);
  const drawRow = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const height =
      Math.max(...cells.map((c, i) => doc.heightOfString(c || ' ', { width: widths[i]! - 6 }))) + 6;
    if (room(doc) < height) {
      doc.addPage();
      if (!bold)
        drawRow(
          columns.map((c) => c.header),
          true,
        );
      doc.font('Helvetica').fontSize(9);
    }
    const top = doc.y;
    if (bold)
      doc
        .rect(MARGIN, top, contentWidth(doc), height)
        .fill(colours.get(doc)?.tint ?? '#eeeeee')
        .fillColor('black');
    let x = MARGIN;
    cells.forEach((cell, i) => {
      doc.text(cell, x + 3, top + 3, { width: widths[i]! - 6 });
      x += widths[i]!;
    });
    doc
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + contentWidth(doc), top + height)
      .lineWidth(0.3)
      .strokeColor('#cccccc')
      .stroke();
    doc.x = MARGIN;
    doc.y = top + height;
  };
  if (rows.length === 0) {
    doc.font('Helvetica-Oblique').fontSize(9).fillColor(GREY).text(empty, MARGIN).fillColor('black');
    return;
  }
  drawRow(
    columns.map((c) => c.header),
    true,
  );
  for (const row of rows) {
    await pause();
    drawRow(
      columns.map((c) => c.value(row)),
      false,
    );
  }
}

const principalColumns: Column<PrincipalRow>[] = [
  { header: 'Role', width: 70, value: (p) => p.type_name[0]!.toUpperCase() + p.type_name.slice(1) },
  { header: 'Company', width: 150, value: (p) => p.company_name },
  { header: 'Contact', width: 110, value: (p) => `${p.first_name} ${p.last_name}` },
  { header: 'City', width: 100, value: (p) => `${p.city_str}, ${p.state_abbr}` },
  { header: 'Phone', width: 85, value: (p) => p.phone },
];

/** One row per product: its lines on the project collapsed, with their statuses and total quantity. */
interface ProductLine {
  manufacturer: string;
  product: string;
  statuses: string;
  quantity: number;
  firstDate: string;
}

function productLines(lines: readonly SourceSpecRow[]): ProductLine[] {
  const byProduct = new Map<number, { row: ProductLine; statuses: Set<string> }>();
  for (const l of lines) {
    let entry = byProduct.get(l.product_id);
    if (!entry) {
      entry = {
        row: {
          manufacturer: l.manufacturer_name,
          product: l.product_name,
          statuses: '',
          quantity: 0,
          firstDate: l.spec_date,
        },
        statuses: new Set(),
      };
      byProduct.set(l.product_id, entry);
    }
    entry.statuses.add(l.status);
    entry.row.quantity += l.quantity;
    if (l.spec_date < entry.row.firstDate) entry.row.firstDate = l.spec_date;
  }
  return [...byProduct.values()].map(({ row, statuses }) => ({
    ...row,
    statuses: [...statuses].sort().join(', '),
  }));
}

const productColumns: Column<ProductLine>[] = [
  { header: 'Manufacturer', width: 140, value: (p) => p.manufacturer },
  { header: 'Product', width: 170, value: (p) => p.product },
  { header: 'Status', width: 110, value: (p) => p.statuses },
  { header: 'Quantity', width: 55, value: (p) => formatCount(p.quantity) },
  { header: 'Specified', width: 65, value: (p) => p.firstDate },
];

/** A project's section: title block, principals, products specified. */
export async function projectSection(
  doc: Doc,
  pause: Pause,
  project: ProjectHeading,
  principals: readonly PrincipalRow[],
  lines: readonly SourceSpecRow[],
  titlePrefix = '',
) {
  doc.font('Helvetica-Bold').fontSize(18).fillColor('black').text(`${titlePrefix}${project.name}`, MARGIN);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(GREY)
    .text(
      `${project.city}, ${project.state_name} (${project.state}) · ${project.segment} · Project ID ${project.id}`,
    )
    .text(
      `Start ${project.start_date} · Completion ${project.completion_date ?? 'in progress'} · Design firm ${project.design_firm}`,
    )
    .fillColor('black');
  heading(doc, 'Principals');
  await table(doc, principalColumns, principals, 'No principals recorded.', pause);
  heading(doc, 'Products Specified');
  await table(doc, productColumns, productLines(lines), 'No products in the current filters.', pause);
}

/** A project of the full export's contents, in the panel's order. */
export interface ContentsEntry {
  id: number;
  name: string;
  state: string;
  percentage: number;
}

/** The full export's cover and table of contents, whose entries link to their sections. */
export async function writeContents(
  doc: Doc,
  pause: Pause,
  projects: readonly ContentsEntry[],
  window: { start: string; end: string },
) {
  doc.font('Helvetica-Bold').fontSize(22).fillColor(primaryOf(doc)).text('Source Data: All Projects', MARGIN);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(GREY)
    .text(`${formatCount(projects.length)} projects · spec lines from ${window.start} to ${window.end}`)
    .fillColor('black');
  heading(doc, 'Contents', 15);
  doc.font('Helvetica').fontSize(9);
  for (const [i, p] of projects.entries()) {
    await pause();
    if (room(doc) < 14) doc.addPage();
    doc
      .fillColor(primaryOf(doc))
      .text(`${i + 1}. ${p.name} (${p.state}) · ${formatDecimals(p.percentage, 2)}%`, MARGIN, doc.y, {
        goTo: `project-${p.id}`,
        underline: false,
      })
      .fillColor('black');
  }
}

/** One batch of the full export's projects, as read from the database. */
export interface SectionBatch {
  headings: ProjectHeading[];
  principals: PrincipalRow[];
  lines: SourceSpecRow[];
}

/**
 * The sections of a batch of projects, each on a new page with its named destination (the contents' link)
 * and bookmark; `numbered` is how many sections came before. Returns the new count.
 */
export async function writeSections(doc: Doc, pause: Pause, batch: SectionBatch, numbered: number) {
  let n = numbered;
  for (const project of batch.headings) {
    await pause();
    n += 1;
    doc.addPage();
    doc.addNamedDestination(`project-${project.id}`);
    doc.outline.addItem(`${n}. ${project.name}`);
    await projectSection(
      doc,
      pause,
      project,
      batch.principals.filter((p) => p.project_id === project.id),
      batch.lines.filter((l) => l.project_id === project.id),
      `${n}. `,
    );
  }
  return n;
}
