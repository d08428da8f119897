/** RFC 4180 CSV (quoted fields, doubled quotes, commas and newlines inside quotes) into objects keyed by the header. */
export function parseCsv(text: string): Record<string, string>[] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || record.length > 0) records.push([...record, field]);
  const [header, ...rows] = records.filter((row) => row.some((value) => value !== ''));
  return rows.map((row) =>
    Object.fromEntries(header!.map((name, index) => [name, row[index] ?? ''])),
  );
}
