// A web-test-runner reporter that writes the run's counts to a JSON file, so `npm test` can add
// them to its summary line. Test files that fail to load count as one failure each.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

function countSuite(suite, counts) {
  for (const test of suite?.tests ?? []) {
    if (test.skipped) counts.skipped += 1;
    else if (test.passed) counts.passed += 1;
    else counts.failed += 1;
  }
  for (const child of suite?.suites ?? []) countSuite(child, counts);
}

export function countReporter({ outputFile }) {
  return {
    onTestRunFinished({ sessions }) {
      const counts = { passed: 0, failed: 0, skipped: 0 };
      for (const session of sessions) {
        countSuite(session.testResults, counts);
        if (!session.passed && (session.errors?.length ?? 0) > 0) counts.failed += 1;
      }
      mkdirSync(dirname(outputFile), { recursive: true });
      writeFileSync(outputFile, JSON.stringify(counts));
    },
  };
}
