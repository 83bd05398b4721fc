/**
 * `npm run check:monitoring`: deploy/prometheus and the Grafana dashboard, checked by Prometheus's
 * own promtool (`apt-get install prometheus`): the configuration and the alert rules are valid,
 * the rules' unit tests pass, and every panel's query parses. Ends with `N passed, M failed`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const DASHBOARD = path.join(ROOT, 'deploy/grafana/dashboards/rota-amazonia.json');

interface Panel {
  title?: string;
  targets?: { expr: string }[];
}

/** Each panel's queries as recording rules, so that promtool parses them as Prometheus would. */
function dashboardQueriesAsRules(dir: string): string {
  const { panels } = JSON.parse(readFileSync(DASHBOARD, 'utf8')) as { panels: Panel[] };
  const exprs = panels.flatMap((panel) => panel.targets ?? []).map((target) => target.expr);
  const file = path.join(dir, 'dashboard-queries.yml');
  const rules = exprs.map(
    (expr, index) => `      - record: dashboard:query${index}\n        expr: ${JSON.stringify(expr)}`,
  );
  writeFileSync(file, `groups:\n  - name: dashboard\n    rules:\n${rules.join('\n')}\n`);
  return file;
}

const dir = mkdtempSync(path.join(tmpdir(), 'rota-monitoring-'));
const checks: [string, string[]][] = [
  ['configuration', ['check', 'config', 'deploy/prometheus/prometheus.yml']],
  ['alert rules', ['check', 'rules', 'deploy/prometheus/alerts.yml']],
  ["alert rules' unit tests", ['test', 'rules', 'deploy/prometheus/alerts.test.yml']],
  ["dashboard's queries", ['check', 'rules', dashboardQueriesAsRules(dir)]],
];
let passed = 0;
let failed = 0;
for (const [name, args] of checks) {
  const result = spawnSync('promtool', args, { cwd: ROOT, encoding: 'utf8' });
  if (result.status === 0) {
    passed += 1;
    console.log(`✓ ${name}`);
  } else {
    failed += 1;
    console.log(`✘ failed: ${name}\n${result.stdout ?? ''}${result.stderr ?? result.error?.message ?? ''}`);
  }
}
rmSync(dir, { recursive: true, force: true });
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
