// CSV for spreadsheet users (RFC 4180 quoting), safe to open in Excel, LibreOffice or Sheets:
// a text cell that starts with a character a spreadsheet reads as a formula (= + - @, tab, CR)
// gets a leading apostrophe, so a crafted value cannot run as a formula (CSV injection).

export type CsvCell = string | number | null;

const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  // Numbers are written as numbers; a negative number is data, not a formula.
  let text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows to CSV text, CRLF line ends, ending with a line break. */
export function toCsv(rows: CsvCell[][]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
