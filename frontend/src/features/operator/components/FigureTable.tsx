import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export interface FigureColumn {
  label: string;
  /** Figures line up on the right; the row's name and words on the left. */
  numeric?: boolean;
}

/**
 * A small table of figures named by its section's heading: column headers in the head
 * (`<th scope="col">`), each row named by its first cell (`<th scope="row">`). Wide tables scroll
 * sideways on a phone instead of squeezing their figures.
 */
export function FigureTable({
  labelledBy,
  columns,
  rows,
}: {
  labelledBy: string;
  columns: FigureColumn[];
  rows: { key: string; cells: ReactNode[] }[];
}) {
  return (
    <TableContainer>
      <Table size="small" aria-labelledby={labelledBy}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.label}
                align={column.numeric ? 'right' : 'left'}
                sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
              >
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <TableCell key={index} component="th" scope="row">
                    {cell}
                  </TableCell>
                ) : (
                  <TableCell
                    key={index}
                    align={columns[index]?.numeric ? 'right' : 'left'}
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    {cell}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
