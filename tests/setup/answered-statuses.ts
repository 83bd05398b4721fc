/**
 * Global setup of the unit project: the OpenAPI document is the contract, so every answer the API
 * tests observe must be declared for its operation (tests/answered-statuses.ts records them). After
 * the run, the teardown fails listing each undeclared one; fix it in the route's schema.response.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ANSWERS_DIR_VARIABLE, type UndeclaredAnswer } from '../answered-statuses.ts';

export default function setup() {
  const directory = mkdtempSync(path.join(tmpdir(), 'rota-answers-'));
  // Set before the workers start, so every test file inherits it.
  process.env[ANSWERS_DIR_VARIABLE] = directory;
  return () => {
    const byAnswer = new Map<string, Set<string>>();
    for (const file of readdirSync(directory)) {
      for (const line of readFileSync(path.join(directory, file), 'utf8').split('\n')) {
        if (!line) continue;
        const answer = JSON.parse(line) as UndeclaredAnswer;
        const key = `${answer.operation} answered ${answer.status}`;
        byAnswer.set(key, (byAnswer.get(key) ?? new Set()).add(answer.observedIn));
      }
    }
    rmSync(directory, { recursive: true, force: true });
    delete process.env[ANSWERS_DIR_VARIABLE];
    if (byAnswer.size === 0) return;
    const lines = [...byAnswer]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([answer, files]) => `  ${answer} (seen in ${[...files].sort().join(', ')})`);
    const failure = new Error(
      `The API answered statuses its OpenAPI document does not declare; declare each in the route's schema.response:\n${lines.join('\n')}`,
    );
    // The list is the whole message: where the teardown threw says nothing.
    failure.stack = failure.message;
    throw failure;
  };
}
