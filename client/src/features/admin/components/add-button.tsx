// A list page's 'Add ...' button, beside its heading.
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="admin-primary" onClick={onClick}>
      <Plus aria-hidden />
      {label}
    </Button>
  );
}
