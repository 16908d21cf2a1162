// docs/product.md#records, #game-flow: a package chosen while signed out is kept in the browser while the player signs
// in, and the buy dialog reopens on it afterwards. Kept in localStorage (signing up may go
// through an e-mail link in another tab) for half an hour: a choice abandoned yesterday
// should not pop up a dialog today.
const KEY = 'charades.savedPackage';
const MAX_AGE_MS = 30 * 60_000;

export function savePackageChoice(packageId: string) {
  try {
    localStorage.setItem(KEY, JSON.stringify({ packageId, savedAt: Date.now() }));
  } catch {
    // storage unavailable: the player chooses again after signing in
  }
}

export function savedPackageChoice(): string | undefined {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return undefined;
    const value = JSON.parse(raw) as { packageId?: unknown; savedAt?: unknown };
    if (typeof value.packageId !== 'string' || typeof value.savedAt !== 'number' || Date.now() - value.savedAt > MAX_AGE_MS) {
      localStorage.removeItem(KEY);
      return undefined;
    }
    return value.packageId;
  } catch {
    return undefined;
  }
}

export function clearPackageChoice() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}
