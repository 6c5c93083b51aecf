import type { Reporter, TestCase, TestModule } from 'vitest/node';

/**
 * Prints how many tests ran against PostgreSQL (marked by `mark-postgres-tests.ts`) and how they ended. With
 * TEST_POSTGRES=required (CI) a run of integration tests in which none ran against PostgreSQL fails: the
 * race, deadlock and crash tests can never pass by being skipped.
 */
export default class PostgresTestCount implements Reporter {
  private readonly states = { passed: 0, failed: 0 };
  private integrationTests = 0;

  onTestCaseResult(testCase: TestCase): void {
    if (testCase.project.name !== 'integration' && testCase.project.name !== 'timed') return;
    this.integrationTests++;
    if (!testCase.meta().postgres) return;
    const state = testCase.result().state;
    if (state === 'passed' || state === 'failed') this.states[state]++;
  }

  onTestRunEnd(_modules: ReadonlyArray<TestModule>): void {
    if (this.integrationTests === 0) return;
    const { passed, failed } = this.states;
    console.info(`PostgreSQL tests run: ${passed + failed} (${passed} passed, ${failed} failed)`);
    if (process.env.TEST_POSTGRES === 'required' && passed + failed === 0) {
      console.error('TEST_POSTGRES=required, but no test ran against PostgreSQL.');
      process.exitCode = 1;
    }
  }
}
