// A vitest reporter that writes each test file's own time (collecting its imports, setting up,
// and running its tests and hooks) to VITEST_FILE_TIMES (default test-results/vitest-files.json),
// for the slowest-files list scripts/run-tests.mjs prints. Vitest's JSON report times the tests
// alone, without their beforeAll hooks, where most of a slow file's time goes.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

export default class FileTimes {
  files = [];

  onInit(vitest) {
    this.root = vitest.config.root;
  }

  onTestModuleEnd(testModule) {
    const d = testModule.diagnostic();
    const ms = d.prepareDuration + d.environmentSetupDuration + d.collectDuration + d.setupDuration + d.duration;
    this.files.push({ file: path.relative(this.root, testModule.moduleId), project: testModule.project.name, seconds: ms / 1000 });
  }

  onTestRunEnd() {
    const out = process.env.VITEST_FILE_TIMES ?? path.join(this.root, 'test-results/vitest-files.json');
    writeFileSync(out, JSON.stringify(this.files, null, 1));
  }
}
