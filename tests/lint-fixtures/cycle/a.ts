// Half of a deliberate import cycle: tests/integration/lint-rules.test.ts proves the linter
// refuses it. Not part of the app; the main lint run ignores this folder.
import { b } from './b.ts';
export const a = () => b() + 1;
