// The result image's typeface: the app's own, Cairo (SIL Open Font License), as the whole
// TrueType files @expo-google-fonts/cairo ships (Arabic and Latin in one file). The client's
// @fontsource/cairo splits each weight into script subsets that all call themselves "Cairo",
// and the renderer's fallback between such files dropped whole lines of mixed text.
import { createRequire } from 'node:module';
import path from 'node:path';

const dir = path.dirname(createRequire(import.meta.url).resolve('@expo-google-fonts/cairo/package.json'));

export const IMAGE_FONT_FAMILY = 'Cairo';
export const IMAGE_FONT_FILES = [path.join(dir, '400Regular', 'Cairo_400Regular.ttf'), path.join(dir, '700Bold', 'Cairo_700Bold.ttf')];
