// The other half of the deliberate cycle (see a.ts).
import { a } from './a.ts';
export const b = (): number => (Math.random() > 2 ? a() : 0);
