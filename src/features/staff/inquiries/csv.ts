/**
 * CSV for the admin exports: RFC 4180 (CRLF rows, fields with a comma, quote or line break quoted,
 * quotes doubled), plus the OWASP guard against formula injection, since these files are opened in
 * spreadsheets and every cell is typed by a visitor.
 */

/** A cell a spreadsheet would run as a formula (or as a DDE command after a tab or carriage return). */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value == null ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function buildCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/**
 * Saves `csv` (one text, or the parts of a long one in order) as a file. The byte order mark makes Excel read it as UTF-8 (names such as "Müller" or
 * "Sri Jayawardenepura" with diacritics would otherwise be garbled).
 */
export function downloadCsv(fileName: string, csv: string | readonly string[]): void {
  const parts = typeof csv === 'string' ? [csv] : csv;
  const url = URL.createObjectURL(new Blob(['\uFEFF', ...parts], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
