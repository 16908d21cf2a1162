// The Action column of the audit log: an icon and a coloured badge per kind of action (by
// its verb), with the action's own name as the text, so an action this build does not know
// is still shown as it was written.
import type { LucideIcon } from 'lucide-react';
import { Coins, FilePlus2, PencilLine, ShieldAlert, Trash2, Upload, UserCog, Activity } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

type Tone = 'success' | 'warning' | 'danger' | 'neutral';

function kindOf(action: string): { icon: LucideIcon; tone: Tone } {
  if (action === 'admin_access_denied') return { icon: ShieldAlert, tone: 'danger' };
  if (action === 'token_update') return { icon: Coins, tone: 'warning' };
  if (action === 'role_update') return { icon: UserCog, tone: 'warning' };
  if (action.endsWith('_deleted')) return { icon: Trash2, tone: 'danger' };
  if (action.endsWith('_created')) return { icon: FilePlus2, tone: 'success' };
  if (action.endsWith('_imported')) return { icon: Upload, tone: 'success' };
  if (action.endsWith('_updated')) return { icon: PencilLine, tone: 'warning' };
  return { icon: Activity, tone: 'neutral' };
}

export function AuditActionBadge({ action }: { action: string }) {
  const { icon: Icon, tone } = kindOf(action);
  return (
    <Badge tone={tone} className="gap-1 whitespace-nowrap font-mono">
      <Icon className="size-3.5 shrink-0" aria-hidden />
      {action}
    </Badge>
  );
}
