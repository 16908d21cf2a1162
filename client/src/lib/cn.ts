// Joins class names. Components never pass a class that conflicts with a primitive's own
// (they use variants and props instead), so no merging library is needed in the bundle.
import { clsx, type ClassValue } from 'clsx';

export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
