// How texts name a team (the rule is shared/src/game/team-label.ts): with the current
// language's wrapping (game.teamLabel: "فريق {{name}}" / "{{name}}").
import { useTranslation } from '@/lib/use-translation';
import { teamLabel } from '@charades/shared/game/team-label';

export function useTeamLabel(): (name: string) => string {
  const { t } = useTranslation();
  return (name) => teamLabel(name, (n) => t('game.teamLabel', { name: n }));
}
