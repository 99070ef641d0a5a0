import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { exportFileName, fileTimestamp, imageFileName, projectsDistributionPdfName } from './file-names.ts';
import { setDataThrough } from './data-through.ts';
import { buildXlsx, cellValue, numberFormat, sheetNames } from './xlsx.ts';
import { dataUrlToBlob } from './save-file.ts';

describe('export file names', () => {
  it('lowercases the title and replaces the first space only (spec doc 1 §2.6)', () => {
    expect(exportFileName('Brands List')).toBe('brands_list.xlsx');
    expect(exportFileName('Competitive Adjacencies Top')).toBe('competitive_adjacencies top.xlsx');
    expect(exportFileName('mapchart')).toBe('mapchart.xlsx');
    expect(imageFileName('Brand Performance')).toBe('brand_performance.png');
  });

  it('stamps PDFs with MM-dd-yyyy_kkmmss', () => {
    const date = new Date(2026, 2, 5, 0, 7, 9);
    expect(fileTimestamp(date)).toBe('03-05-2026_240709');
    expect(projectsDistributionPdfName(new Date(2026, 10, 21, 13, 4, 5))).toBe(
      '11-21-2026_130405_projects_distribution.pdf',
    );
  });
});

describe('xlsx writer', () => {
  it('formats fixed decimals with a literal suffix', () => {
    expect(numberFormat(4, '%')).toBe('0.0000"%"');
    expect(numberFormat(0)).toBe('0');
    expect(numberFormat(undefined, ' pts')).toBe('General" pts"');
    expect(numberFormat()).toBeUndefined();
  });

  it('keeps numbers numeric and turns other values into text', () => {
    expect(cellValue('12.5', { key: 'v', header: 'V', decimals: 2 })).toBe(12.5);
    expect(cellValue('12.5', { key: 'v', header: 'V' })).toBe('12.5');
    expect(cellValue(undefined, { key: 'v', header: 'V' })).toBeNull();
    expect(cellValue({ a: 1 }, { key: 'v', header: 'V' })).toBe('{"a":1}');
  });

  it('makes sheet names Excel accepts', () => {
    expect(sheetNames(['Spec', 'spec', 'a/b:c', '', 'x'.repeat(40)])).toEqual([
      'Spec',
      'spec 2',
      'a b c',
      'Sheet4',
      'x'.repeat(31),
    ]);
  });

  it('writes one sheet per series with headers, rows and number formats', async () => {
    const bytes = await buildXlsx([
      {
        name: 'Spec',
        columns: [
          { key: 'state', header: 'State' },
          { key: 'value', header: 'Spec', decimals: 4, suffix: '%' },
        ],
        rows: [
          { state: 'Georgia', value: 12.34567 },
          { state: 'Ohio', value: null },
        ],
      },
      { name: 'Search', columns: [{ key: 'state', header: 'State' }], rows: [{ state: 'Texas' }] },
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Spec', 'Search']);
    const spec = workbook.getWorksheet('Spec')!;
    expect(spec.getRow(1).values).toEqual([undefined, 'State', 'Spec']);
    expect(spec.getCell('A2').value).toBe('Georgia');
    expect(spec.getCell('B2').value).toBe(12.34567);
    expect(spec.getCell('B2').numFmt).toBe('0.0000"%"');
    expect(spec.getCell('B3').value).toBeNull();
    expect(workbook.getWorksheet('Search')!.getCell('A2').value).toBe('Texas');
  });
});

describe('data freshness in every workbook', () => {
  it("ends each spreadsheet with a sheet 'About' saying 'Data through {as_of}', after the workbook's own", async () => {
    setDataThrough('2026-09-30');
    try {
      const bytes = await buildXlsx([
        { name: 'About', columns: [{ key: 'a', header: 'A' }], rows: [{ a: 1 }] },
      ]);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(bytes);
      expect(workbook.worksheets.map((w) => w.name)).toEqual(['About', 'About 2']);
      expect(workbook.getWorksheet('About 2')!.getCell('A1').value).toBe('Data through 2026-09-30');
    } finally {
      setDataThrough(null);
    }
  });
});

describe('dataUrlToBlob', () => {
  it('decodes a base64 data URL without fetching it (the CSP refuses fetch of data: URLs)', async () => {
    const bytes = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
    const url = `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`;
    const blob = await dataUrlToBlob(url);
    expect(blob.type).toBe('image/png');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual(bytes);
    const text = await dataUrlToBlob('data:text/plain,a%20b');
    expect(await text.text()).toBe('a b');
  });
});
