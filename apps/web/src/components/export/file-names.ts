// Names of exported files: spreadsheets as spec doc 1 §2.6 (from the contract), PDFs with a date stamp.
import { format } from 'date-fns';
import { exportFileName } from '@specpulse/contract';

export { exportFileName };

/** The file-name timestamp of spec doc 1 §9: MM-dd-yyyy_kkmmss. */
export const fileTimestamp = (date: Date = new Date()): string => format(date, 'MM-dd-yyyy_kkmmss');

/** The dashboard pie's PDF (spec doc 2 §9): date stamp plus _projects_distribution. */
export const projectsDistributionPdfName = (date: Date = new Date()): string =>
  `${fileTimestamp(date)}_projects_distribution.pdf`;

/** Image exports carry the spreadsheet's base name with .png. */
export const imageFileName = (title: string): string => exportFileName(title).replace(/\.xlsx$/, '.png');
