// A web-test-runner reporter that writes the run's counts to a JSON file, so `npm test` can add
// them to its summary line, with the names of the failed tests (`failures`). Test files that fail to
// load count as one failure each.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';

function countSuite(suite, counts, file, path = []) {
  for (const test of suite?.tests ?? []) {
    if (test.skipped) counts.skipped += 1;
    else if (test.passed) counts.passed += 1;
    else {
      counts.failed += 1;
      const message = test.error?.message?.split('\n')[0] ?? '';
      counts.failures.push(`${file} > ${[...path, test.name].join(' > ')}: ${message}`);
    }
  }
  for (const child of suite?.suites ?? []) countSuite(child, counts, file, [...path, child.name]);
}

export function countReporter({ outputFile }) {
  return {
    onTestRunFinished({ sessions }) {
      const counts = { passed: 0, failed: 0, skipped: 0, failures: [] };
      for (const session of sessions) {
        const file = relative(process.cwd(), session.testFile);
        countSuite(session.testResults, counts, file);
        if (!session.passed && (session.errors?.length ?? 0) > 0) {
          counts.failed += 1;
          counts.failures.push(`${file}: ${session.errors[0].message?.split('\n')[0] ?? 'failed to load'}`);
        }
      }
      mkdirSync(dirname(outputFile), { recursive: true });
      writeFileSync(outputFile, JSON.stringify(counts));
    },
  };
}
