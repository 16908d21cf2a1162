// The recovery codes, shown once after enrolment (issue 32 §4): a list to read, Copy and
// Download buttons, and a Done that the person presses only once they are kept somewhere safe.
import { useTranslation } from '@/lib/use-translation';
import { Copy, Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { copyText } from '@/lib/copy-text';
import { toast } from '@/lib/toast';

function download(codes: string[]) {
  const blob = new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = 'charades-recovery-codes.txt';
  a.click();
  URL.revokeObjectURL(url);
}

export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="recovery-codes-title" className="mt-6 rounded-2xl border border-stone-200 bg-white p-6">
      <h2 id="recovery-codes-title" className="text-xl font-bold">
        {t('admin.security.codesTitle')}
      </h2>
      <p className="mt-2 text-stone-700">{t('admin.security.codesHint')}</p>
      <ol aria-label={t('admin.security.codesTitle')} className="mt-4 grid grid-cols-2 gap-2 font-mono text-lg sm:grid-cols-5" dir="ltr">
        {codes.map((code) => (
          <li key={code} className="rounded-lg bg-stone-100 px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() => void copyText(codes.join('\n'), null).then((ok) => (ok ? toast(t('admin.security.copied')) : undefined))}
        >
          <Copy className="size-4" aria-hidden /> {t('admin.security.copy')}
        </Button>
        <Button type="button" variant="outline" onClick={() => download(codes)}>
          <Download className="size-4" aria-hidden /> {t('admin.security.download')}
        </Button>
        <Button type="button" variant="admin-primary" onClick={onDone}>
          {t('admin.security.saved')}
        </Button>
      </div>
    </section>
  );
}
