import { Navigate } from 'react-router-dom';
import { Users } from 'lucide-react';
import { failureReason } from '@rollcall/api-client';
import { portalTexts } from '@rollcall/contracts';
import { ListEmpty, ListStates, Page } from '@rollcall/ui-kit/pages';
import { useChildren } from '../data/hooks';

/** The parent's home: their first child's attendance, or that no child is linked to them yet. */
export function FirstChildPage({ mountPath }: { mountPath: string }) {
  const children = useChildren();
  const first = children.data?.children[0];
  if (first) return <Navigate to={`${mountPath}/${first.id}`} replace />;
  return (
    <Page landmark="section" title={portalTexts.children}>
      <ListStates list={children} noun={portalTexts.childrenNoun} reason={failureReason}>
        <ListEmpty icon={<Users size={40} />} title={portalTexts.noChildren} />
      </ListStates>
    </Page>
  );
}
