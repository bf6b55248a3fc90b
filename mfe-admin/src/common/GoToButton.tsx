import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMountPath } from '@rollcall/federation/mount-path';
import { Button } from '@rollcall/ui-kit';

/** A button to another page of the admin area ('administration/years'), wherever the shell mounts it. */
export function GoToButton({ to, children }: { to: string; children: ReactNode }) {
  const navigate = useNavigate();
  const mountPath = useMountPath();
  return (
    <Button variant="secondary" onClick={() => navigate(`${mountPath}/${to}`)}>
      {children}
    </Button>
  );
}
