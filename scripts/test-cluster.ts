/**
 * `npm run test:cluster`: the deploy's topology started on this machine and driven through Caddy
 * and each instance (tests/cluster/, vitest.cluster.config.ts). Not part of `npm test`; `.ci/run`
 * runs it after the two database runs. Ends with `N passed, M failed[, K skipped]`.
 */
import { printFailures, runVitest, summaryLine } from './vitest-summary.ts';

const counts = runVitest(['--config', 'vitest.cluster.config.ts', ...process.argv.slice(2)]);
printFailures(counts.failures);
console.log(`\n${summaryLine(counts)}`);
process.exit(counts.failed === 0 && counts.passed > 0 ? 0 : 1);
