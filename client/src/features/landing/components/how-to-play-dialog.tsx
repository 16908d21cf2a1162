import { useTranslation } from '@/lib/use-translation';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { secondsText, useRoundDurationsMs } from '@/lib/api/game-settings';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mt-4">
      <h3 className="mb-1 text-base font-bold text-brand-800">{title}</h3>
      {children}
    </section>
  );
}

export function HowToPlayDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const { t, i18n } = useTranslation();
  // The round times this server plays, in words of the page's language.
  const durations = useRoundDurationsMs();
  const duration = (round: number) => secondsText(durations[round] ?? durations.at(-1) ?? 0, i18n.language);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('howToPlay.title')} size="lg">
        <div className="text-sm leading-relaxed text-stone-800">
          <Section title={t('howToPlay.setupTitle')}>
            <ol className="list-decimal space-y-1 ps-5">
              <li>{t('howToPlay.setupStep1')}</li>
              <li>{t('howToPlay.setupStep2')}</li>
              <li>{t('howToPlay.setupStep3')}</li>
              <li>{t('howToPlay.setupStep4')}</li>
            </ol>
          </Section>
          <Section title={t('howToPlay.roundsTitle')}>
            <ul className="list-disc space-y-1 ps-5">
              <li>{t('howToPlay.round1', { duration: duration(0) })}</li>
              <li>{t('howToPlay.round2', { duration: duration(1) })}</li>
              <li>{t('howToPlay.round3', { duration: duration(2) })}</li>
              <li>{t('howToPlay.round4', { duration: duration(3) })}</li>
            </ul>
          </Section>
          <Section title={t('howToPlay.objectiveTitle')}>
            <p>{t('howToPlay.objective')}</p>
          </Section>
          <Section title={t('howToPlay.correctTitle')}>
            <p>{t('howToPlay.correct')}</p>
          </Section>
          <Section title={t('howToPlay.incorrectTitle')}>
            <p>{t('howToPlay.incorrect')}</p>
          </Section>
          <Section title={t('howToPlay.sharedTitle')}>
            <p>{t('howToPlay.shared')}</p>
          </Section>
        </div>
      </DialogContent>
    </Dialog>
  );
}
