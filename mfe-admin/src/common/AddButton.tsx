import { Plus } from 'lucide-react';
import { Button } from '@rollcall/ui-kit';

/** A page's add button ('Add class'), shown only to admins who may add. */
export function AddButton({ label, allowed, onClick }: { label: string; allowed: boolean; onClick: () => void }) {
  return allowed ? (
    <Button icon={<Plus size={16} />} onClick={onClick}>
      {label}
    </Button>
  ) : null;
}
