// CSV made in the browser, with the rules of the server's CSV files (api/domain/csv.ts, which the
// client may not import): RFC 4180 quoting, CRLF line ends, and a leading apostrophe on a text cell
// a spreadsheet would read as a formula (= + - @, tab, CR), so a crafted label cannot run.

export type CsvCell = string | number | null;

const formulaStart = /^[=+\-@\t\r]/;

function csvCell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
