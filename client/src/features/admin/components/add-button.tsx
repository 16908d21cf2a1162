// A list page's 'Add ...' button, beside its heading; not drawn for a staff role that may not
// add to the list (issue 32 §4).
import { Plus } from 'lucide-react';
import type { AdminRouteName } from '@charades/shared/staff/staff-access';
import { Button } from '@/components/ui/button';
import { useStaffMay } from '../lib/use-staff-may';

export function AddButton({ label, onClick, route }: { label: string; onClick: () => void; route: AdminRouteName }) {
  if (!useStaffMay()(route)) return null;
  return (
    <Button variant="admin-primary" onClick={onClick}>
      <Plus aria-hidden />
      {label}
    </Button>
  );
}
