import { BaseSequencer, type TestSpecification } from 'vitest/node'

/** Orders test files longest first (scripts/test-sequencer.mjs). */
export class LongestFirstSequencer extends BaseSequencer {
  sort(files: TestSpecification[]): Promise<TestSpecification[]>
}
