/** What every benchmark section reports: medians of runs, each time beside its baseline, checked against a target. */

export interface Target {
  /** What the limit applies to: the figure's value, or its ratio to the baseline. */
  readonly of: 'value' | 'ratio';
  readonly op: '<=' | '>=';
  readonly limit: number;
}

export interface Measured {
  readonly name: string;
  /** Median of `runs`. */
  readonly value: number;
  readonly runs: readonly number[];
}

export interface Figure extends Measured {
  readonly section: string;
  readonly unit: string;
  /** The same quantity for the baseline, measured in the same run. */
  readonly baseline?: Measured;
  /** value / baseline.value */
  readonly ratio?: number;
  readonly target?: Target;
  /** Whether the target is met; absent when the figure has none. */
  readonly pass?: boolean;
  readonly note?: string;
}

export const median = (values: readonly number[]): number => {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The value at quantile `q` (0..1) of `values`, by the nearest-rank method. */
export const quantile = (values: readonly number[], q: number): number => {
  if (values.length === 0) throw new Error('quantile of no values');
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
};

export const measured = (name: string, runs: readonly number[]): Measured => ({ name, value: median(runs), runs });

const meets = (target: Target, value: number): boolean =>
  target.op === '<=' ? value <= target.limit : value >= target.limit;

interface FigureInput {
  readonly section: string;
  readonly name: string;
  readonly unit: string;
  readonly runs: readonly number[];
  readonly baseline?: Measured;
  readonly target?: Target;
  readonly note?: string;
}

export const figure = ({ section, name, unit, runs, baseline, target, note }: FigureInput): Figure => {
  const value = median(runs);
  const ratio = baseline ? value / baseline.value : undefined;
  const checked = target?.of === 'ratio' ? ratio : value;
  return {
    section,
    name,
    unit,
    value,
    runs,
    ...(baseline ? { baseline, ratio } : {}),
    ...(target ? { target, pass: checked !== undefined && meets(target, checked) } : {}),
    ...(note ? { note } : {}),
  };
};

const number = (value: number): string =>
  Math.abs(value) >= 100 ? value.toFixed(0) : Math.abs(value) >= 10 ? value.toFixed(1) : value.toFixed(2);

const targetText = (target: Target | undefined, unit: string): string =>
  target
    ? `${target.of === 'ratio' ? 'ratio' : 'value'} ${target.op === '<=' ? '≤' : '≥'} ${number(target.limit)}${target.of === 'ratio' ? '×' : ` ${unit}`}`
    : '';

/** Every figure beside its baseline, ratio and target, as a plain-text table. */
export const formatTable = (figures: readonly Figure[]): string => {
  const header = ['section', 'figure', 'value', 'baseline', 'ratio', 'target', 'ok'];
  const rows = figures.map((f) => [
    f.section,
    f.name,
    `${number(f.value)} ${f.unit}`,
    f.baseline ? `${number(f.baseline.value)} ${f.unit} (${f.baseline.name})` : '',
    f.ratio === undefined ? '' : `${f.ratio.toFixed(2)}×`,
    targetText(f.target, f.unit),
    f.pass === undefined ? '' : f.pass ? 'yes' : 'NO',
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
};

/** The same table in Markdown, for the README. */
export const formatMarkdownTable = (figures: readonly Figure[]): string => {
  const cell = (text: string) => text.replaceAll('|', '\\|');
  const rows = figures.map((f) =>
    [
      f.section,
      f.name,
      `${number(f.value)} ${f.unit}`,
      f.baseline ? `${number(f.baseline.value)} ${f.unit} (${f.baseline.name})` : '',
      f.ratio === undefined ? '' : `${f.ratio.toFixed(2)}×`,
      targetText(f.target, f.unit),
      f.pass === undefined ? '' : f.pass ? 'yes' : '**no**',
    ]
      .map(cell)
      .join(' | '),
  );
  return [
    '| section | figure | value | baseline | ratio | target | met |',
    '|---|---|---|---|---|---|---|',
    ...rows.map((row) => `| ${row} |`),
  ].join('\n');
};

const TABLE_START = '<!-- bench:table:start -->';
const TABLE_END = '<!-- bench:table:end -->';

/** The README with the table between its bench markers replaced by `table`; null when it has no such markers. */
export const readmeWithTable = (readme: string, table: string, measuredAt: string): string | null => {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) return null;
  const block = `${TABLE_START}\nMeasured ${measuredAt.slice(0, 10)} by \`npm run bench\`:\n\n${table}\n`;
  return readme.slice(0, start) + block + readme.slice(end);
};
