// A friendly name a joining phone starts with (issue 31 §4), in the page's language: a child
// who cannot type yet still joins with a name; anyone may change it. Chosen at random, so two
// phones joining together rarely start with the same one (the server refuses a name taken).
import type { Language } from '@charades/shared/languages';

const NAMES: Record<Language, readonly string[]> = {
  ar: [
    'نجمة لامعة',
    'صقر سريع',
    'فراشة ملونة',
    'أسد شجاع',
    'قمر منير',
    'غيمة بيضاء',
    'نمر ذكي',
    'زهرة الياسمين',
    'دلفين مرح',
    'بطريق لطيف',
    'حصان أصيل',
    'نحلة نشيطة',
    'بومة حكيمة',
    'سنجاب خفيف',
    'شمس مشرقة',
    'غزال رشيق',
  ],
  en: [
    'Happy Panda',
    'Clever Fox',
    'Brave Lion',
    'Shiny Star',
    'Quick Falcon',
    'Jolly Dolphin',
    'Sleepy Owl',
    'Busy Bee',
    'Silly Penguin',
    'Mighty Tiger',
    'Gentle Deer',
    'Lucky Rabbit',
    'Sunny Sky',
    'Bouncy Kangaroo',
    'Wise Turtle',
    'Swift Horse',
  ],
};

/** One of the names; never `not` (a name just found taken). */
export function suggestedNickname(language: Language, random: () => number = Math.random, not?: string): string {
  const list = NAMES[language].filter((name) => name !== not);
  return list[Math.floor(random() * list.length)] ?? list[0]!;
}
