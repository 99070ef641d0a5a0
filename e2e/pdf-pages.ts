// A downloaded PDF's first page as poppler sees it (scripts/ensure-browser-tools.mjs installs poppler-utils): its
// words with their boxes (pdftotext -bbox) and its picture in grey levels (pdftoppm), both in points from the
// top left, so a test can check that a word's box holds ink, i.e. the word is legible on paper.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface PdfWord {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** The first page's words with their boxes, in points. */
export function pdfWords(file: string): PdfWord[] {
  const html = execFileSync('/usr/bin/pdftotext', ['-bbox', '-f', '1', '-l', '1', file, '-'], {
    encoding: 'utf8',
  });
  return [
    ...html.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
    ),
  ].map((m) => ({
    text: m[5]!
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"'),
    xMin: Number(m[1]),
    yMin: Number(m[2]),
    xMax: Number(m[3]),
    yMax: Number(m[4]),
  }));
}

/** The first page drawn at 72 dpi (one pixel a point), one grey level (0 black to 255 white) a pixel. */
export interface GreyPage {
  width: number;
  height: number;
  grey: (x: number, y: number) => number;
}

export function pdfGreyPage(file: string): GreyPage {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'specpulse-pdf-page-'));
  try {
    const out = path.join(dir, 'page');
    execFileSync('/usr/bin/pdftoppm', ['-r', '72', '-gray', '-f', '1', '-l', '1', '-singlefile', file, out]);
    const pgm = readFileSync(`${out}.pgm`);
    // Binary PGM: "P5", width, height, maxval (255), each followed by whitespace, then one byte a pixel.
    const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 64).toString('latin1'));
    if (!header) throw new Error('pdftoppm did not write an 8-bit PGM');
    const [width, height] = [Number(header[1]), Number(header[2])];
    const pixels = pgm.subarray(header[0].length);
    return { width, height, grey: (x, y) => pixels[y * width + x] ?? 255 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Pixels of the word's box darker than mid grey: none when the word is drawn white (or not at all). */
export function inkIn(page: GreyPage, word: PdfWord): number {
  let ink = 0;
  for (let y = Math.floor(word.yMin); y < Math.ceil(word.yMax); y++)
    for (let x = Math.floor(word.xMin); x < Math.ceil(word.xMax); x++) if (page.grey(x, y) < 128) ink++;
  return ink;
}
