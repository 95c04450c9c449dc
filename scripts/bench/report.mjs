// The bench's one table: every figure, its goal where the performance issue sets one, and
// whether it is met. Written to bench/results.json and bench/results.md, and printed.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function createReport() {
  const rows = [];
  return {
    /** `goal` is { max } or { min }, or absent for a figure shown for context. */
    add(area, figure, value, unit, goal) {
      const ok = goal === undefined ? null : 'max' in goal ? value <= goal.max : value >= goal.min;
      rows.push({ area, figure, value, unit, goal: goal ?? null, ok });
    },
    rows,
    write(dir) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'results.json'), `${JSON.stringify(rows, null, 2)}\n`);
      const goalText = (goal) =>
        goal === null ? '' : 'max' in goal ? `≤ ${goal.max}` : `≥ ${goal.min}`;
      const lines = [
        '| area | figure | value | goal | met |',
        '| --- | --- | ---: | ---: | :---: |',
        ...rows.map(
          (row) =>
            `| ${row.area} | ${row.figure} | ${row.value} ${row.unit} | ${goalText(row.goal)} | ${
              row.ok === null ? '' : row.ok ? 'yes' : '**no**'
            } |`,
        ),
      ];
      const markdown = `${lines.join('\n')}\n`;
      writeFileSync(path.join(dir, 'results.md'), markdown);
      return markdown;
    },
  };
}
