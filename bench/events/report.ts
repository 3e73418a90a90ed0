import type { AppendFigure } from './append.ts';
import type { Backend } from './backends.ts';
import type { LagFigure } from './lag.ts';
import type { RebuildFigure } from './rebuild.ts';
import { fmtMs, fmtRate, fmtRatio, rate } from './stats.ts';

/** Markdown tables: every figure beside its baseline from the same run, and its goal. */

const goal = (met: boolean): string => (met ? 'met' : 'MISSED');

function table(title: string, header: string[], rows: string[][]): void {
  console.log(`\n### ${title}\n`);
  console.log(`| ${header.join(' | ')} |`);
  console.log(`| ${header.map(() => '---').join(' | ')} |`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}

export function reportAppend(results: { backend: Backend; figures: AppendFigure[] }[]): void {
  table(
    '1. Append throughput (DressOrderSubmitted with PII, new stream per append)',
    ['backend', 'writers', 'store.append', 'raw INSERT txn (baseline)', 'ratio', 'goal >= 0.7'],
    results.flatMap(({ backend, figures }) =>
      figures.map((f) => {
        const ratio = f.storeRate / f.rawRate;
        return [backend, String(f.writers), fmtRate(f.storeRate), fmtRate(f.rawRate), fmtRatio(ratio), goal(ratio >= 0.7)];
      }),
    ),
  );
}

export function reportRebuild(results: { backend: Backend; figure: RebuildFigure }[]): void {
  const rows: string[][] = [];
  for (const { backend, figure } of results) {
    const scan = fmtRate(figure.scanRate);
    const { onePass } = figure;
    const overall = rate(onePass.replayed, onePass.ms);
    const check = backend === 'pglite' ? goal(overall >= 50_000) : '(context)';
    const count = (n: number) => n.toLocaleString('en-US');
    rows.push([backend, '**all, one pass (overall)**', count(onePass.replayed), fmtMs(onePass.ms), `**${fmtRate(overall)}**`, scan, check]);
    const applyMs = onePass.applies.reduce((sum, a) => sum + a.ms, 0);
    rows.push([backend, '↳ reset, paged reads, checkpoints (shared)', count(onePass.replayed), fmtMs(onePass.ms - applyMs), '', scan, '']);
    for (const a of onePass.applies) {
      // A set-based projection folds the whole log in SQL: its rate is over every event.
      const [handled, events] = a.inSql ? ['whole log, in SQL', onePass.replayed] : [`${count(a.handled)} handled`, a.handled];
      rows.push([backend, `↳ ${a.name} apply`, handled, fmtMs(a.ms), a.ms > 0 && events > 0 ? fmtRate(rate(events, a.ms)) : '', scan, '']);
    }
    for (const p of figure.single) {
      rows.push([backend, `${p.name} alone`, count(p.replayed), fmtMs(p.ms), fmtRate(rate(p.replayed, p.ms)), scan, '']);
    }
  }
  table(
    `2. Rebuild from ${results[0]?.figure.events.toLocaleString('en-US') ?? '?'} events (seeded with appendMany in ${results.map((r) => `${r.backend} ${(r.figure.seedMs / 1000).toFixed(1)} s`).join(', ')})`,
    ['backend', 'rebuild', 'events', 'time', 'events/s', 'readAll scan (baseline)', 'goal >= 50k/s (PGlite)'],
    rows,
  );
}

export function reportLag(results: { backend: Backend; figure: LagFigure }[]): void {
  table(
    `3. Projection lag at 200 commands/s (commit → every checkpoint past the event)`,
    ['backend', 'mode', 'commands', 'lag p50', 'lag p99', 'lag max', 'append p50 (baseline)', 'append p99 (baseline)', 'goal'],
    results.map(({ backend, figure: f }) => {
      const limit = f.mode.startsWith('BullMQ') ? 100 : 50;
      const timedOut = f.timedOut > 0 ? ` (${f.timedOut} timed out)` : '';
      return [
        backend,
        f.mode,
        `${f.commands}${timedOut}`,
        fmtMs(f.lag.p50),
        fmtMs(f.lag.p99),
        fmtMs(f.lag.max),
        fmtMs(f.append.p50),
        fmtMs(f.append.p99),
        `p99 <= ${limit} ms: ${goal(f.lag.p99 <= limit && f.timedOut === 0)}`,
      ];
    }),
  );
}
