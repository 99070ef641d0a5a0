// Streamed PDF exports (pdfkit): one project (title block, principals, products specified) or every
// project in scope (a cover, a linked table of contents and one section per project), paginated tables
// with repeated headers and the product name in every page's footer.
import PDFDocument from 'pdfkit';
import { PassThrough } from 'node:stream';
import type { Kysely } from 'kysely';
import type { PrincipalRow, SourceSpecRow } from '@specpulse/contract';
import type { MarketDB } from '../../db/market-schema.ts';
import type { FilterScope } from '../../filters/scope.ts';
import { batches, drained } from './export-files.ts';
import {
  principalsOf,
  projectHeadings,
  projectSpecLines,
  type ProjectHeading,
} from './source-data.queries.ts';

const MARGIN = 50;
const GREY = '#555555';

type Doc = PDFKit.PDFDocument;

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

/** A document whose every page carries the footer; its bytes flow into the returned stream. */
function newDocument(title: string, brand: PdfBrand): { doc: Doc; out: PassThrough } {
  const { productName, primaryColor } = brand;
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: MARGIN, bottom: MARGIN + 20, left: MARGIN, right: MARGIN },
    info: { Title: title, Author: productName, Creator: productName, Producer: productName },
  });
  colours.set(doc, { primary: primaryColor, tint: tintOf(primaryColor, 0.12) });
  let page = 1;
  footer(doc, page, title, productName);
  let previous = doc.page;
  doc.on('pageAdded', () => {
    releaseWritten(previous);
    previous = doc.page;
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

/** A table that breaks across pages, repeating its header row on each. */
function table<Row>(doc: Doc, columns: readonly Column<Row>[], rows: readonly Row[], empty: string) {
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
  for (const row of rows)
    drawRow(
      columns.map((c) => c.value(row)),
      false,
    );
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
  { header: 'Quantity', width: 55, value: (p) => p.quantity.toLocaleString('en-US') },
  { header: 'Specified', width: 65, value: (p) => p.firstDate },
];

/** A project's section: title block, principals, products specified. */
function projectSection(
  doc: Doc,
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
  table(doc, principalColumns, principals, 'No principals recorded.');
  heading(doc, 'Products Specified');
  table(doc, productColumns, productLines(lines), 'No products in the current filters.');
}

/** Runs `write` and ends the document; a failure part-way destroys the stream (the download fails). */
function run(doc: Doc, out: PassThrough, write: () => Promise<void>): PassThrough {
  void write().then(
    () => doc.end(),
    (err: unknown) => out.destroy(err as Error),
  );
  return out;
}

/** The PDF of one project (already found in scope). */
export function streamProjectPdf(
  db: Kysely<MarketDB>,
  scope: FilterScope,
  projectId: number,
  brand: PdfBrand,
): PassThrough {
  const { doc, out } = newDocument('Project Source Data', brand);
  return run(doc, out, async () => {
    const [project] = await projectHeadings(db, [projectId]);
    if (!project) throw new Error(`project ${projectId} vanished`);
    projectSection(
      doc,
      project,
      await principalsOf(db, [projectId]),
      await projectSpecLines(db, scope, [projectId]),
    );
  });
}

/**
 * Every project in scope (in the panel's order): a cover with the filters' window, a table of contents
 * whose entries link to their sections (and the same entries as PDF bookmarks), then the sections,
 * read batch by batch and written as the client reads.
 */
export function streamAllProjectsPdf(
  db: Kysely<MarketDB>,
  scope: FilterScope,
  projects: readonly { id: number; name: string; state: string; percentage: number }[],
  brand: PdfBrand,
): PassThrough {
  const { doc, out } = newDocument('All Projects Source Data', brand);
  return run(doc, out, async () => {
    doc
      .font('Helvetica-Bold')
      .fontSize(22)
      .fillColor(primaryOf(doc))
      .text('Source Data: All Projects', MARGIN);
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(GREY)
      .text(
        `${projects.length.toLocaleString('en-US')} projects · spec lines from ${scope.window.start} to ${scope.window.end}`,
      )
      .fillColor('black');
    heading(doc, 'Contents', 15);
    doc.font('Helvetica').fontSize(9);
    projects.forEach((p, i) => {
      if (room(doc) < 14) doc.addPage();
      doc
        .fillColor(primaryOf(doc))
        .text(`${i + 1}. ${p.name} (${p.state}) · ${p.percentage.toFixed(2)}%`, MARGIN, doc.y, {
          goTo: `project-${p.id}`,
          underline: false,
        })
        .fillColor('black');
    });
    await drained(out);
    let n = 0;
    for (const ids of batches(projects.map((p) => p.id))) {
      const [headings, principals, lines] = await Promise.all([
        projectHeadings(db, ids),
        principalsOf(db, ids),
        projectSpecLines(db, scope, ids),
      ]);
      for (const project of headings) {
        n += 1;
        doc.addPage();
        doc.addNamedDestination(`project-${project.id}`);
        doc.outline.addItem(`${n}. ${project.name}`);
        projectSection(
          doc,
          project,
          principals.filter((p) => p.project_id === project.id),
          lines.filter((l) => l.project_id === project.id),
          `${n}. `,
        );
      }
      await drained(out);
    }
  });
}
